// The admin sidebar's content: its title, the collapse toggle (or, in the phone layout's drawer, a close
// button) and the navigation links. Collapsed, it shows only icons, each named by a tooltip and an
// aria-label.
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Toolbar, Tooltip, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { adminNavItems, type AdminNavItem } from './adminNavigation';

type AdminSidebarProps = { collapsed: boolean; navId: string } & ({ onToggle: () => void; onClose?: never } | { onClose: () => void; onToggle?: never });

export function AdminSidebar({ collapsed, onToggle, onClose, navId }: AdminSidebarProps) {
  const { pathname } = useLocation();
  return (
    <>
      <Toolbar disableGutters sx={{ px: collapsed ? 0 : 2, justifyContent: collapsed ? 'center' : 'space-between' }}>
        {collapsed ? null : (
          <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 700 }}>
            Admin Dashboard
          </Typography>
        )}
        {onClose ? (
          <IconButton onClick={onClose} aria-label="Close the admin menu">
            <CloseIcon />
          </IconButton>
        ) : (
          <IconButton onClick={onToggle} aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} aria-expanded={!collapsed} aria-controls={navId}>
            {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        )}
      </Toolbar>
      <Box component="nav" id={navId} aria-label="Admin">
        <List>
          {adminNavItems.map((item) => (
            <NavItem key={item.to} item={item} collapsed={collapsed} current={item.activeOn.some((route) => route === pathname || (route.endsWith('/*') && pathname.startsWith(route.slice(0, -1))))} />
          ))}
        </List>
      </Box>
    </>
  );
}

function NavItem({ item, collapsed, current }: { item: AdminNavItem; collapsed: boolean; current: boolean }) {
  const Icon = item.icon;
  const button = (
    <ListItemButton
      component={RouterLink}
      to={item.to}
      selected={current}
      aria-current={current ? 'page' : undefined}
      aria-label={collapsed ? item.label : undefined}
      sx={{ justifyContent: collapsed ? 'center' : 'flex-start', px: collapsed ? 0 : 2 }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40, justifyContent: 'center' }}>
        <Icon />
      </ListItemIcon>
      {collapsed ? null : <ListItemText primary={item.label} />}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding>
      {collapsed ? (
        <Tooltip title={item.label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}
