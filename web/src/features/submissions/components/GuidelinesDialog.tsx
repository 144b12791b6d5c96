// The Submission Guidelines dialog of the Submit Manuscript form: the call's guidelines, its page rule first.
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { LineList } from '../../../components/display/LineList';
import { useCallGuidelines } from '../../../lib/publicConference';

export function GuidelinesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ActionDialog open={open} title="Submission Guidelines" onClose={onClose}>
      <LineList lines={useCallGuidelines()} />
    </ActionDialog>
  );
}
