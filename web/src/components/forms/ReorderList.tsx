// A list of papers a form puts in order (a programme session's, the proceedings volume's): each numbered
// with its ID and title, with icon buttons named for it to move it up or down and, where the list allows
// it, to remove it.
import type { ReactNode } from 'react';
import { IconButton, List, ListItem, ListItemText, Stack, Tooltip } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';

interface ReorderListProps {
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** The id of an error about the list, while there is one. */
  describedBy?: string;
  items: ReadonlyArray<{ id: string; secondary: string }>;
  disabled: boolean;
  onMove: (index: number, to: number) => void;
  /** Removing an item, with its button's name; none: the list's items stay. */
  remove?: { label: (id: string) => string; onRemove: (id: string) => void };
}

export function ReorderList({ labelledBy, describedBy, items, disabled, onMove, remove }: ReorderListProps) {
  const button = (label: string, icon: ReactNode, inactive: boolean, act: () => void) => (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} disabled={disabled || inactive} onClick={act}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <List dense aria-labelledby={labelledBy} aria-describedby={describedBy} sx={{ py: 0 }}>
      {items.map((item, index) => (
        <ListItem
          key={item.id}
          disableGutters
          secondaryAction={
            <Stack direction="row">
              {button(`Move ${item.id} up`, <ArrowUpwardIcon fontSize="small" />, index === 0, () => onMove(index, index - 1))}
              {button(`Move ${item.id} down`, <ArrowDownwardIcon fontSize="small" />, index === items.length - 1, () => onMove(index, index + 1))}
              {remove ? button(remove.label(item.id), <DeleteIcon fontSize="small" />, false, () => remove.onRemove(item.id)) : null}
            </Stack>
          }
          sx={{ pr: remove ? 15 : 10 }}
        >
          <ListItemText primary={`${index + 1}. ${item.id}`} secondary={item.secondary} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
        </ListItem>
      ))}
    </List>
  );
}
