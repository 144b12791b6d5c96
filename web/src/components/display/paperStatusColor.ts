// The colour of a paper status, the same on every screen (admin grids and the author's dashboard).
import { normaliseStatus, PaperStatus } from '@confsys/domain';

export type StatusColor = 'default' | 'info' | 'warning' | 'success' | 'error';

export function paperStatusColor(status: string): StatusColor {
  switch (normaliseStatus(status)) {
    case PaperStatus.UnderReview:
      return 'warning';
    case PaperStatus.Accepted:
      return 'info';
    case PaperStatus.Published:
      return 'success';
    case PaperStatus.Rejected:
      return 'error';
    default:
      return 'default';
  }
}
