// Layout of the admin screens: a permanent, collapsible sidebar and the routed screen in <main>.
import { useId } from 'react';
import { Outlet } from 'react-router';
import { Box, CssBaseline, Drawer } from '@mui/material';
import { mainContentId } from '../../../components/layout/mainContent';
import { SkipLink } from '../../../components/layout/SkipLink';
import { useSidebarCollapsed } from '../hooks/useSidebarCollapsed';
import { AdminSidebar } from './AdminSidebar';

export const sidebarWidthExpanded = 250;
export const sidebarWidthCollapsed = 70;

export default function AdminLayout() {
  const [collapsed, toggle] = useSidebarCollapsed();
  const navId = useId();
  const width = collapsed ? sidebarWidthCollapsed : sidebarWidthExpanded;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <CssBaseline />
      <SkipLink />
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
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Outlet />
      </Box>
    </Box>
  );
}
