// A paper's status as a small coloured chip ('N/A' when empty).
import { Chip } from '@mui/material';
import { paperStatusColor } from './paperStatusColor';

export function StatusChip({ status }: { status: string }) {
  return <Chip size="small" label={status || 'N/A'} color={paperStatusColor(status)} />;
}
