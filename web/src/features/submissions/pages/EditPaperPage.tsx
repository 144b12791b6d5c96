// Change Paper (/author/papers/:paperId/edit): the author corrects a submitted paper until the deadline
// (or the end of an extension of the paper or the author): the same form as submission, filled with the
// paper as stored, where a new PDF is optional. Only what changed is sent. A new PDF is checked for the
// authors' names first, as at submission. Conflicts can change only until reviewers are assigned.
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Link } from '@mui/material';
import { useFirestore } from 'reactfire';
import { useLiveDocument } from '../../../lib/useLiveDocument';
import { Messages, PaperStatus, callTopics, canEditPaper, latestExtension, isStatus, statusLabel, type ManuscriptDoc } from '@confsys/domain';
import { usePublicConference } from '../../../lib/publicConference';
import { paths } from '../../../config/paths';
import { typedDoc } from '../../../lib/documents';
import { useCalendarState } from '../../../lib/publicCalendar';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/usePageTitle';
import { FormCard } from '../../../components/layout/FormCard';
import { FormNotice, type Notice } from '../../../components/feedback/FormNotice';
import { editPaper } from '../../../api/submissions/editPaper';
import { useOwnExtension, usePaperExtension } from '../../../api/calendar/getExtension';
import { useCurrentEdition } from '../../../api/editions/getCurrentEdition';
import { ManuscriptWarningDialog } from '../components/ManuscriptWarningDialog';
import { ManuscriptForm } from '../components/ManuscriptForm';
import { SubmissionDeadline } from '../components/SubmissionDeadline';
import { useNow } from '../../../lib/useNow';
import { deadlineTexts } from '../utils/deadline';
import { receiptText } from '../utils/manuscript';
import { changedFields, manuscriptFailure, storedManuscript, submissionValues, type ManuscriptValues } from '../utils/manuscriptForm';
import { useManuscriptCheck } from '../hooks/useManuscriptCheck';

export default function EditPaperPage() {
  usePageTitle('Change Paper');
  const session = useSession();
  const { paperId = '' } = useParams();
  // The author area's route guard renders this page only for a signed-in author.
  if (session.status !== 'signedIn') return null;
  return <EditPaper uid={session.user.uid} paperId={paperId} />;
}

function EditPaper({ uid, paperId }: { uid: string; paperId: string }) {
  const firestore = useFirestore();
  const edition = useCurrentEdition();
  // The author's own manuscript (the rules refuse anyone else's); the form keeps what it started from.
  const ref = useMemo(() => (edition ? typedDoc.manuscripts(firestore, edition, paperId) : undefined), [firestore, edition, paperId]);
  // A refused read goes to the screen's error boundary (useLiveDocument throws it).
  const live = useLiveDocument(ref);
  const status = live.loading ? 'loading' : 'success';
  const data = live.loading ? undefined : live.data;
  return (
    <FormCard title={`Change Paper ${paperId}`} maxWidth={880}>
      {status === 'loading' ? <Alert severity="info">{Messages.loading}</Alert> : data ? <EditForm uid={uid} manuscript={data} /> : <Alert severity="error">{Messages.paperNotFound(paperId)}</Alert>}
    </FormCard>
  );
}

function EditForm({ uid, manuscript }: { uid: string; manuscript: ManuscriptDoc }) {
  const { paperId } = manuscript;
  const call = callTopics(usePublicConference());
  const [stored, setStored] = useState(() => storedManuscript(manuscript, call));
  const [notice, setNotice] = useState<Notice>(null);
  const manuscriptCheck = useManuscriptCheck();
  const calendar = useCalendarState();
  const extension = latestExtension(useOwnExtension(uid), usePaperExtension(paperId));
  const now = useNow();
  const schedule = calendar.status === 'ready' ? calendar.calendar : null;

  if (!canEditPaper(manuscript.status)) {
    return (
      <Alert severity="info">
        {Messages.paperNotEditable(statusLabel(manuscript.status as PaperStatus))}{' '}
        <Link component={RouterLink} to={paths.authorDashboard}>
          Back to your dashboard
        </Link>
      </Alert>
    );
  }

  async function save(values: ManuscriptValues, file: File | null): Promise<Record<string, string>> {
    setNotice(null);
    const changes = changedFields(stored, values);
    if (Object.keys(changes).length === 0 && !file) {
      setNotice({ severity: 'info', text: Messages.paperUnchanged });
      return {};
    }
    try {
      if (file && !(await manuscriptCheck.mayBeSent(submissionValues(values).authors, file))) {
        setNotice({ severity: 'warning', text: Messages.manuscriptNotSubmitted });
        return {};
      }
      const answer = await editPaper(paperId, changes, file);
      setStored(values);
      setNotice({ severity: 'success', text: `${answer.message}${answer.receipt ? ` ${receiptText(answer.receipt)}.` : ''}` });
      return {};
    } catch (error) {
      const failure = manuscriptFailure(error, values.authors.length);
      setNotice(failure.notice);
      return failure.fieldErrors;
    }
  }

  const conflictsNote = isStatus(manuscript.status, PaperStatus.Submitted) ? null : Messages.conflictsOnlyWhileSubmitted;
  return (
    <>
      {schedule ? <SubmissionDeadline calendar={schedule} now={now} extension={extension} purpose="change" /> : null}
      <ManuscriptForm
        initial={stored}
        onSubmit={save}
        done={false}
        submitLabel="Save Changes"
        conflictsNote={conflictsNote}
        closedReason={schedule ? deadlineTexts(schedule, now, extension, undefined, 'change').closedReason : null}
      />
      <FormNotice notice={notice} />
      <Link component={RouterLink} to={paths.authorDashboard} sx={{ display: 'inline-block', mt: 2 }}>
        Back to your dashboard
      </Link>
      <ManuscriptWarningDialog {...manuscriptCheck.dialog} />
    </>
  );
}
