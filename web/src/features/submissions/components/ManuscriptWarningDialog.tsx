// Shown before a submission whose PDF text names an author, or whose pages are outside the call's page
// rule: what is wrong, and the choice to fix the file or submit anyway. Going back is the default action.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Messages, type IdentityFinding } from '@confsys/domain';
import { LineList } from '../../../components/display/LineList';

/** What the check found: where the text names an author, and the page rule's warning (null: kept). */
export interface ManuscriptWarnings {
  findings: IdentityFinding[];
  pages: string | null;
}

interface ManuscriptWarningDialogProps {
  warnings: ManuscriptWarnings | null;
  onBack: () => void;
  onSubmitAnyway: () => void;
}

export function ManuscriptWarningDialog({ warnings, onBack, onSubmitAnyway }: ManuscriptWarningDialogProps) {
  const findings = warnings?.findings ?? [];
  return (
    <Dialog open={warnings !== null} onClose={onBack} aria-labelledby="manuscript-warning-title" aria-describedby="manuscript-warning-intro">
      <DialogTitle id="manuscript-warning-title">{findings.length > 0 ? Messages.identityWarningTitle : Messages.pageWarningTitle}</DialogTitle>
      <DialogContent>
        {warnings?.pages && <DialogContentText id={findings.length > 0 ? undefined : 'manuscript-warning-intro'}>{warnings.pages}</DialogContentText>}
        {findings.length > 0 && (
          <>
            <DialogContentText id="manuscript-warning-intro">{Messages.identityWarningIntro}</DialogContentText>
            <LineList lines={findings.map((finding) => ({ key: `${finding.page}-${finding.kind}-${finding.text}`, text: Messages.identityFinding(finding.kind, finding.text, finding.page) }))} />
            <DialogContentText>{Messages.identityWarningAdvice}</DialogContentText>
          </>
        )}
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
