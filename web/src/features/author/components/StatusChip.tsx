// A paper's status as a chip: Published green, Under Review yellow, anything else grey.
import { Chip } from '@mui/material';
import { statusColor } from '../utils/manuscript';

export function StatusChip({ status }: { status: string }) {
  return <Chip size="small" label={status || 'N/A'} color={statusColor(status)} />;
}
