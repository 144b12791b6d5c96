// The colour of each paper status, the same on every screen: Published green, Under Review yellow (the
// spec's dashboard colours), Accepted blue, Rejected red, submitted grey, Withdrawn brown. Each pair keeps its label at
// 4.5:1 or more in both modes (statusPalette.test.ts); the label is always shown, so colour is never the
// only carrier. The dashboard's pie takes the light mode's colours (chartColors.ts).
import { PaperStatus } from '@confsys/domain';

export interface StatusColours {
  background: string;
  text: string;
}

export type StatusPalette = Record<PaperStatus, StatusColours>;

const light: StatusPalette = {
  [PaperStatus.Submitted]: { background: '#b8c1cc', text: '#1b2430' },
  [PaperStatus.UnderReview]: { background: '#ffd54f', text: '#3d2e00' },
  [PaperStatus.Accepted]: { background: '#1565c0', text: '#ffffff' },
  [PaperStatus.Rejected]: { background: '#b3261e', text: '#ffffff' },
  [PaperStatus.Published]: { background: '#2e7d32', text: '#ffffff' },
  [PaperStatus.Withdrawn]: { background: '#5d4037', text: '#ffffff' },
};

const dark: StatusPalette = {
  [PaperStatus.Submitted]: { background: '#3a4350', text: '#f1f4f8' },
  [PaperStatus.UnderReview]: { background: '#ffd54f', text: '#1f1700' },
  [PaperStatus.Accepted]: { background: '#90caf9', text: '#0a1f33' },
  [PaperStatus.Rejected]: { background: '#f4a4a0', text: '#3b0906' },
  [PaperStatus.Published]: { background: '#81c784', text: '#0c2a0e' },
  [PaperStatus.Withdrawn]: { background: '#bcaaa4', text: '#2b1b17' },
};

export const statusPalettes: Record<'light' | 'dark', StatusPalette> = { light, dark };
