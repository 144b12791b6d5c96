// The preview of one message of the outbox: who it goes to, its subject, kind and delivery (state,
// attempts, last error, times), then the text version as sent and the HTML version in a sandboxed frame
// (no scripts, no same-origin access: the HTML holds what authors typed, such as titles and names).
import { Box, Typography } from '@mui/material';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import type { MailDoc } from '@confsys/domain';
import { DetailsList } from '../../../components/display/DetailsList';
import { mailDetails } from '../utils/mail';

export function MailPreviewDialog({ mail, onClose }: { mail: MailDoc; onClose: () => void }) {
  return (
    <ActionDialog title="Message preview" size="md" onClose={onClose}>
        <DetailsList details={mailDetails(mail)} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
          Text version
        </Typography>
        <Box
          component="pre"
          sx={{ m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
        >
          {mail.message.text}
        </Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
          HTML version
        </Typography>
        <Box
          component="iframe"
          sandbox=""
          srcDoc={mail.message.html}
          title={`HTML version of “${mail.message.subject}”`}
          sx={{ width: '100%', height: 400, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
        />
    </ActionDialog>
  );
}
