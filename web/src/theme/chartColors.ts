// The fixed colour of every chart series, defined once: the dashboard's bar, line and pie charts use
// these, so a series keeps its colour across charts, reloads and the light and dark themes. The hues
// come from the Okabe-Ito palette, which stays distinguishable with the common colour-vision deficiencies.
import { PaperStatus } from '@confsys/domain';

export const countColors = {
  reviewers: '#0072B2',
  authors: '#E69F00',
  published: '#009E73',
} as const;

export const submissionsColor = '#D55E00';

export const statusColors: Record<PaperStatus, string> = {
  [PaperStatus.Submitted]: '#0072B2',
  [PaperStatus.UnderReview]: '#E69F00',
  [PaperStatus.Accepted]: '#56B4E9',
  [PaperStatus.Rejected]: '#CC79A7',
  [PaperStatus.Published]: countColors.published,
};
