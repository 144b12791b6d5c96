// The Email screen's filter: every message, or those in one delivery state; one pressed at a time.
// Toggle buttons in a group, like Paper Management's filters: Tab reaches the pressed one, the arrow
// keys move between them.
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { MailState } from '@confsys/domain';
import { mailStateFilters, mailStateFromParam } from '../utils/mail';

const everyMessage = 'all';

export function MailStateFilter({ state, onChange }: { state: MailState | null; onChange: (state: MailState | null) => void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={state ?? everyMessage}
      // Pressing the pressed button again keeps it (one of them is always pressed).
      onChange={(_event, value: string | null) => value !== null && onChange(mailStateFromParam(value))}
      aria-label="Show messages"
      sx={{ mb: 2, flexWrap: 'wrap' }}
    >
      {mailStateFilters.map((filter) => (
        <ToggleButton key={filter.label} value={filter.value ?? everyMessage}>
          {filter.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
