// Submit Manuscript (/submitmanuscript): the signed-in author sends a new manuscript, then reads its
// confirmation (the paper ID and the receipt) and goes on to their dashboard when they choose. The PDF is checked first: where its text names an author, a dialog says where and
// lets the author go back to fix the file or submit anyway. Above the form: the submission deadline and
// the time left; once it has passed, the Submit button is disabled with the reason. The spec's optional ?authorId= is not read: a submission is always the signed-in
// author's own (the server takes the uid from the token as well).
import { useState } from 'react';
import { Typography } from '@mui/material';
import { Messages, type SubmitManuscriptAnswer } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/usePageTitle';
import { submitManuscript } from '../../../api/submissions/submitManuscript';
import { ManuscriptWarningDialog } from '../components/ManuscriptWarningDialog';
import { FormNotice, type Notice } from '../../../components/feedback/FormNotice';
import { ManuscriptForm } from '../components/ManuscriptForm';
import { SubmissionDeadline } from '../components/SubmissionDeadline';
import { useNow } from '../../../lib/useNow';
import { deadlineTexts } from '../utils/deadline';
import { useCalendarState } from '../../../lib/publicCalendar';
import { useOwnExtension } from '../../../api/calendar/getExtension';
import { FormCard } from '../../../components/layout/FormCard';
import { SubmissionConfirmation } from '../components/SubmissionConfirmation';
import { firstAuthorFrom, manuscriptFailure, submissionValues, type ManuscriptValues } from '../utils/manuscriptForm';
import { useAuthorProfile } from '../hooks/useAuthorName';
import { useManuscriptCheck } from '../hooks/useManuscriptCheck';

/** Long enough to read the paper ID in the success message before the dashboard replaces it. */

export default function SubmitManuscriptPage() {
  usePageTitle('Submit Manuscript');
  const session = useSession();
  // The author area's route guard renders this page only for a signed-in author.
  if (session.status !== 'signedIn') return null;
  return <SubmitManuscript uid={session.user.uid} />;
}

function SubmitManuscript({ uid }: { uid: string }) {
  const [notice, setNotice] = useState<Notice>(null);
  const [submitted, setSubmitted] = useState<SubmitManuscriptAnswer | null>(null);
  const manuscriptCheck = useManuscriptCheck();
  // The calendar says when submissions close (none stored: nothing closes them).
  const calendar = useCalendarState();
  const stored = calendar.status === 'ready' ? calendar.calendar : null;
  const extension = useOwnExtension(uid);
  const now = useNow();
  // The first author starts as the account describes the submitting author.
  const profile = useAuthorProfile(uid);

  async function submit(values: ManuscriptValues, file: File | null): Promise<Record<string, string>> {
    setNotice(null);
    if (!file) return {};
    try {
      const submission = { authorId: uid, ...submissionValues(values), file };
      if (!(await manuscriptCheck.mayBeSent(submission.authors, file))) {
        setNotice({ severity: 'warning', text: Messages.manuscriptNotSubmitted });
        return {};
      }
      const answer = await submitManuscript(submission);
      setSubmitted(answer);
      return {};
    } catch (error) {
      const failure = manuscriptFailure(error, values.authors.length);
      setNotice(failure.notice);
      return failure.fieldErrors;
    }
  }

  if (submitted) {
    return (
      <FormCard title="Submit Manuscript" maxWidth={880}>
        <SubmissionConfirmation paperId={submitted.paperId} message={submitted.message || Messages.manuscriptSubmitted(submitted.paperId)} receipt={submitted.receipt} dashboardPath={paths.authorDashboardFor(uid)} />
      </FormCard>
    );
  }

  return (
    <FormCard title="Submit Manuscript" maxWidth={880}>
      {stored ? <SubmissionDeadline calendar={stored} now={now} extension={extension} /> : null}
      {profile ? (
        <ManuscriptForm onSubmit={submit} done={false} firstAuthor={firstAuthorFrom(profile)} closedReason={stored ? deadlineTexts(stored, now, extension).closedReason : null} />
      ) : (
        <Typography role="status">{Messages.loading}</Typography>
      )}
      <FormNotice notice={notice} />
      <ManuscriptWarningDialog {...manuscriptCheck.dialog} />
    </FormCard>
  );
}
