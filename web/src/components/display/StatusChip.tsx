// A paper's status, the one way it is shown on every screen: the domain's label with an icon of its
// own, in the status's colours from the theme (theme/statusPalette.ts). The label is always there, so
// the colour is never the only carrier.
import { Chip } from '@mui/material';
import type SvgIcon from '@mui/material/SvgIcon';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import { PaperStatus } from '@confsys/domain';
import { paperStatusDisplay } from './paperStatus';

const icons: Record<PaperStatus, typeof SvgIcon> = {
  [PaperStatus.Submitted]: InsertDriveFileIcon,
  [PaperStatus.UnderReview]: HourglassTopIcon,
  [PaperStatus.Accepted]: ThumbUpIcon,
  [PaperStatus.Rejected]: CancelIcon,
  [PaperStatus.Published]: CheckCircleIcon,
  [PaperStatus.Withdrawn]: DoNotDisturbIcon,
};

export function StatusChip({ status: value }: { status: string }) {
  const { status, label } = paperStatusDisplay(value);
  if (!status) return <Chip size="small" label={label} />;
  const Icon = icons[status];
  return (
    <Chip
      size="small"
      label={label}
      icon={<Icon aria-hidden />}
      sx={(theme) => {
        const colours = theme.palette.paperStatus[status];
        return { backgroundColor: colours.background, color: colours.text, fontWeight: 600, '& .MuiChip-icon': { color: colours.text } };
      }}
    />
  );
}
