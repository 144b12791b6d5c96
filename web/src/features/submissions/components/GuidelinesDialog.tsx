// The Submission Guidelines dialog of the Submit Manuscript form.
import { List, ListItem, ListItemText } from '@mui/material';
import { conference } from '@confsys/domain';
import { ActionDialog } from '../../../components/feedback/ActionDialog';

export function GuidelinesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ActionDialog open={open} title="Submission Guidelines" onClose={onClose}>
      <List dense>
        {conference.guidelines.map((guideline) => (
          <ListItem key={guideline} disableGutters>
            <ListItemText primary={guideline} />
          </ListItem>
        ))}
      </List>
    </ActionDialog>
  );
}
