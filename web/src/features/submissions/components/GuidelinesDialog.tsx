// The Submission Guidelines dialog of the Submit Manuscript form.
import { conference } from '@confsys/domain';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { LineList } from '../../../components/display/LineList';

export function GuidelinesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ActionDialog open={open} title="Submission Guidelines" onClose={onClose}>
      <LineList lines={conference.guidelines} />
    </ActionDialog>
  );
}
