// Shown before a submission whose PDF text names an author: where, and the choice to fix the file or
// submit anyway. Going back is the default action.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Messages, type IdentityFinding } from '@confsys/domain';
import { LineList } from '../../../components/display/LineList';

interface AnonymityWarningDialogProps {
  findings: IdentityFinding[] | null;
  onBack: () => void;
  onSubmitAnyway: () => void;
}

export function AnonymityWarningDialog({ findings, onBack, onSubmitAnyway }: AnonymityWarningDialogProps) {
  return (
    <Dialog open={Boolean(findings)} onClose={onBack} aria-labelledby="identity-warning-title" aria-describedby="identity-warning-intro">
      <DialogTitle id="identity-warning-title">{Messages.identityWarningTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="identity-warning-intro">{Messages.identityWarningIntro}</DialogContentText>
        <LineList lines={(findings ?? []).map((finding) => ({ key: `${finding.page}-${finding.kind}-${finding.text}`, text: Messages.identityFinding(finding.kind, finding.text, finding.page) }))} />
        <DialogContentText>{Messages.identityWarningAdvice}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSubmitAnyway}>Submit anyway</Button>
        <Button variant="contained" onClick={onBack} autoFocus>
          Go back and fix the PDF
        </Button>
      </DialogActions>
    </Dialog>
  );
}
