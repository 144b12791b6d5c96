// The fixed colour of every chart series, defined once: the dashboard's bar, line and pie charts use
// these, so a series keeps its colour across charts, reloads and the light and dark themes. The count
// hues come from the Okabe-Ito palette, which stays distinguishable with the common colour-vision
// deficiencies. The statuses take the status chips' colours (statusPalette.ts), so a status has one colour
// on every screen; the pie's legend names each slice, so colour is not the only carrier there either.
import { PaperStatus } from '@confsys/domain';
import { statusPalettes } from './statusPalette';

export const countColors = {
  reviewers: '#0072B2',
  authors: '#E69F00',
  published: statusPalettes.light[PaperStatus.Published].background,
} as const;

export const submissionsColor = '#D55E00';

const chips = statusPalettes.light;

export const statusColors: Record<PaperStatus, string> = {
  [PaperStatus.Submitted]: chips[PaperStatus.Submitted].background,
  [PaperStatus.UnderReview]: chips[PaperStatus.UnderReview].background,
  [PaperStatus.Accepted]: chips[PaperStatus.Accepted].background,
  [PaperStatus.Rejected]: chips[PaperStatus.Rejected].background,
  [PaperStatus.Published]: chips[PaperStatus.Published].background,
  [PaperStatus.Withdrawn]: chips[PaperStatus.Withdrawn].background,
};
