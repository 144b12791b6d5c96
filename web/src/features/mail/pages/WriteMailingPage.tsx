// Write to a group (/admin/email/write): the chair picks the recipients (authors, reviewers, participants by
// their filters, or the authors of listed papers), writes a subject and a body with merge fields (checked
// as typed by the server's own rule), previews the count, the first messages and who is skipped with why,
// and sends exactly that preview through the outbox; the Email screen then lists its messages' delivery.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Stack } from '@mui/material';
import { callTopics } from '@confsys/domain';
import { AdminPage, type Notice } from '../../../components/layout/AdminPage';
import { SectionCard } from '../../../components/layout/SectionCard';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePublicConference } from '../../../lib/publicConference';
import { usePreviewThenApply } from '../../../lib/usePreviewThenApply';
import { paths } from '../../../config/paths';
import { useFees } from '../../../api/registration/getPublicFees';
import { useMailingPreview, useSendMailing } from '../../../api/mail/sendMailing';
import { MailingRecipientsFields } from '../components/MailingRecipientsFields';
import { TemplateFields } from '../components/TemplateFields';
import { MailingTemplates } from '../components/MailingTemplates';
import { MailingPreviewDialog } from '../components/MailingPreviewDialog';
import { draftFields, draftFromTemplate, draftProblems, draftReady, emptyDraft, recipientsOfDraft, type MailingDraft } from '../utils/mailing';

export default function WriteMailingPage() {
  usePageTitle('Write to a Group');
  const [draft, setDraft] = useState<MailingDraft>(emptyDraft);
  const [notice, setNotice] = useState<Notice>(null);
  const mailing = usePreviewThenApply(useMailingPreview(), useSendMailing(), (result) => setNotice({ severity: 'success', text: result.message }));
  const sources = { topics: callTopics(usePublicConference()), categories: useFees().data?.fees?.categories ?? [] };
  const problems = draftProblems(draft);
  const recipients = recipientsOfDraft(draft);

  const showPreview = () => {
    if (!('to' in recipients)) return;
    mailing.showPreview({ to: recipients.to, subject: draft.subject, body: draft.body });
  };

  return (
    <AdminPage title="Write to a Group" notice={notice} onCloseNotice={() => setNotice(null)}>
      <Box sx={{ mb: 2 }}>
        <Button component={RouterLink} to={paths.adminEmail}>
          Back to Email
        </Button>
        <Button component={RouterLink} to={paths.adminMailTemplates}>
          Templates
        </Button>
      </Box>
      <MailingTemplates draft={draft} onLoad={(template) => setDraft(draftFromTemplate(draft, template))} onSaved={(text) => setNotice({ severity: 'success', text })} />
      <SectionCard title="Recipients" gap="after" intro="Each recipient gets one message, however many papers they have, unless it goes once per paper.">
        <MailingRecipientsFields draft={draft} sources={sources} onChange={setDraft} />
        {'problem' in recipients && (draft.group !== 'papers' || draft.paperIds.trim() !== '') ? <FailureAlert text={recipients.problem} /> : null}
      </SectionCard>
      <SectionCard title="Message" gap="after" intro="Fields such as {{name}} are filled for each recipient. A field they may not carry is refused here; a recipient who lacks one is skipped, never sent a gap.">
        <Stack spacing={2}>
          <TemplateFields words={draft} onChange={(words) => setDraft({ ...draft, ...words })} fields={draftFields(draft)} problems={problems} />
          <Box>
            <Button variant="contained" disabled={mailing.previewing || !draftReady(draft)} onClick={showPreview}>
              {mailing.previewing ? 'Previewing...' : 'Preview'}
            </Button>
          </Box>
          <FailureAlert text={mailing.previewFailure} />
        </Stack>
      </SectionCard>
      {mailing.answer ? <MailingPreviewDialog answer={mailing.answer} busy={mailing.applying} failure={mailing.applyFailure} onSend={mailing.apply} onClose={mailing.close} /> : null}
    </AdminPage>
  );
}
