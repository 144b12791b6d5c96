// The Submission Guidelines dialog of the Submit Manuscript form.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { conference } from '@confsys/domain';

export function GuidelinesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="guidelines-title">
      <DialogTitle id="guidelines-title">Submission Guidelines</DialogTitle>
      <DialogContent>
        <List dense>
          {conference.guidelines.map((guideline) => (
            <ListItem key={guideline} disableGutters>
              <ListItemText primary={guideline} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
