// The admin sidebar's links, in the spec's order; the screens added since (Programme, Payments, Proceedings,
// Email) come before Settings. Each link reads as the heading of the page it opens.
// The dashboard answers on two routes.
import type SvgIcon from '@mui/material/SvgIcon';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import EmailIcon from '@mui/icons-material/Email';
import EventNoteIcon from '@mui/icons-material/EventNote';
import HistoryIcon from '@mui/icons-material/History';
import HelpIcon from '@mui/icons-material/HelpOutlined';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import LogoutIcon from '@mui/icons-material/Logout';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PublishIcon from '@mui/icons-material/Publish';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SettingsIcon from '@mui/icons-material/Settings';
import { paths } from '../../config/paths';

type SvgIconComponent = typeof SvgIcon;

export interface AdminNavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Every route on which this link counts as the current page ("/x/*": every address under /x/). */
  activeOn: readonly string[];
}

const item = (label: string, to: string, icon: SvgIconComponent, activeOn: readonly string[] = [to]): AdminNavItem => ({
  label,
  to,
  icon,
  activeOn,
});

export const adminNavItems: readonly AdminNavItem[] = [
  item('Dashboard', paths.adminDashboardAlt, DashboardIcon, [paths.adminDashboardAlt, paths.adminDashboard]),
  item('Paper Management', paths.adminPapers, DescriptionIcon),
  item('Reviewers', paths.adminReviewers, PeopleIcon),
  item('Committee', paths.adminCommittee, GroupAddIcon),
  item('Assignment', paths.adminAssignment, AssignmentIndIcon),
  item('Reviewer Comments', paths.adminComments, RateReviewIcon, [paths.adminComments, paths.adminReviewForm, paths.adminDiscussion]),
  item('Paper Publication', paths.adminPublication, PublishIcon),
  item('Programme', paths.adminProgramme, EventNoteIcon),
  item('Payments', paths.adminPayments, PaymentsIcon),
  item('Proceedings', paths.adminProceedings, LibraryBooksIcon),
  item('Email', paths.adminEmail, EmailIcon, [paths.adminEmail, paths.adminMailing, paths.adminMailTemplates]),
  item('Certificates', paths.adminCertificates, WorkspacePremiumIcon),
  item('Audit Log', paths.adminAudit, HistoryIcon),
  item('Settings', paths.adminProfile, SettingsIcon),
  item('Help', paths.adminGuide, HelpIcon, [paths.adminGuide, `${paths.adminGuide}/*`]),
  item('Logout', paths.adminLogout, LogoutIcon),
];
