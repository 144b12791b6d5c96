// A dense list of short lines (a dialog's guidelines, what an erasure took and kept, a PDF's findings),
// each keyed by its text unless it names a key, and each with an optional quieter second line.
import { List, ListItem, ListItemText } from '@mui/material';

export interface ListedLine {
  text: string;
  more?: string;
  key?: string;
}

export function LineList({ lines }: { lines: readonly (string | ListedLine)[] }) {
  return (
    <List dense>
      {lines.map((line) => {
        const { text, more, key = text } = typeof line === 'string' ? { text: line } : line;
        return (
          <ListItem key={key} disableGutters>
            <ListItemText primary={text} secondary={more} />
          </ListItem>
        );
      })}
    </List>
  );
}
