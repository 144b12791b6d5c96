// Layout of the admin screens: the skip link, the sidebar and the routed screen in <main>. From the md
// breakpoint up the sidebar is permanent and collapsible; below it, a top bar's menu button opens it as
// a temporary drawer (a modal: focus moves into it and stays there, Escape or a link closes it, and focus
// returns to the menu button). Above the screen, once there are several editions, the edition the chair
// reads (an archived one read-only).
import { useEffect, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppBar, Box, CssBaseline, Drawer, IconButton, Toolbar, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { mainContentId } from '../../components/layout/mainContent';
import { SkipLink } from '../../components/layout/SkipLink';
import { useSidebarCollapsed } from './useSidebarCollapsed';
import { AdminSidebar } from './AdminSidebar';
import { ReadingEditionBar } from '../../features/editions/components/ReadingEditionBar';

export const sidebarWidthExpanded = 250;
export const sidebarWidthCollapsed = 70;

export default function AdminLayout() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [collapsed, toggle] = useSidebarCollapsed();
  const [open, setOpen] = useState(false);
  const navId = useId();
  const drawerId = useId();
  const { pathname } = useLocation();
  const width = collapsed ? sidebarWidthCollapsed : sidebarWidthExpanded;

  // A link followed in the phone's drawer closes it; so does growing past the breakpoint.
  useEffect(() => setOpen(false), [pathname, phone]);

  // One tree for both sizes, so turning a tablet does not remount the screen (and lose what was typed).
  return (
    <Box sx={{ display: phone ? 'block' : 'flex', minHeight: '100vh' }}>
      <CssBaseline />
      <SkipLink />
      {phone ? (
        <AppBar position="sticky" color="default" elevation={1}>
          <Toolbar variant="dense" sx={{ gap: 1 }}>
            <IconButton edge="start" aria-label="Open the admin menu" aria-haspopup="dialog" aria-expanded={open} aria-controls={open ? drawerId : undefined} onClick={() => setOpen(true)}>
              <MenuIcon />
            </IconButton>
            <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 700 }}>
              Admin Dashboard
            </Typography>
          </Toolbar>
        </AppBar>
      ) : null}
      {phone ? (
        <Drawer
          variant="temporary"
          open={open}
          // A modal: focus moves into it and stays there, and returns to the menu button when it closes.
          onClose={() => setOpen(false)}
          slotProps={{ paper: { id: drawerId, role: 'dialog', 'aria-modal': true, 'aria-label': 'Admin menu', sx: { width: sidebarWidthExpanded, maxWidth: '85vw' } } }}
        >
          <AdminSidebar collapsed={false} onClose={() => setOpen(false)} navId={navId} />
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          sx={(theme) => ({
            width,
            flexShrink: 0,
            transition: theme.transitions.create('width'),
            '& .MuiDrawer-paper': { width, overflowX: 'hidden', boxSizing: 'border-box', transition: theme.transitions.create('width') },
          })}
        >
          <AdminSidebar collapsed={collapsed} onToggle={toggle} navId={navId} />
        </Drawer>
      )}
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <ReadingEditionBar />
        <Outlet />
      </Box>
    </Box>
  );
}
