// A row's secondary actions behind one "More" button (its menu opens beside it), so a grid's Actions
// column holds the primary action and this button, and fits its width. Each item is a button or a link.
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

export interface RowMenuItem {
  label: string;
  /** The item's accessible name where its label alone does not say which row it acts on. */
  ariaLabel?: string;
  disabled?: boolean;
  /** Where it leads (a link), or what it does. */
  to?: string;
  onClick?: () => void;
}

export function RowMenu({ label, items, tabIndex }: { label: string; items: readonly RowMenuItem[]; tabIndex?: number }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        tabIndex={tabIndex}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        More
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {items.map((item) =>
          item.to ? (
            <MenuItem key={item.label} component={RouterLink} to={item.to} disabled={item.disabled} aria-label={item.ariaLabel} onClick={close}>
              {item.label}
            </MenuItem>
          ) : (
            <MenuItem
              key={item.label}
              disabled={item.disabled}
              aria-label={item.ariaLabel}
              onClick={() => {
                close();
                item.onClick?.();
              }}
            >
              {item.label}
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
