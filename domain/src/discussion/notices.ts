// How a reviewer hears of new comments in the discussions of the papers they review: each paper's news at
// most once an hour, or one digest a day listing every discussion with new comments. Chosen on their
// dashboard, kept in their own settings (settings/{uid}); decisions and deadlines are never held back.
import { labelledKeys } from '../labelled';

export const noticeModeLabels = {
  immediate: 'As they come: a message per paper, at most once an hour',
  daily: 'A daily digest: one message a day for every discussion',
};
export type NoticeMode = keyof typeof noticeModeLabels;
export const noticeModes = labelledKeys(noticeModeLabels);

/** What a reviewer who never chose gets. */
export const defaultNoticeMode: NoticeMode = 'immediate';

/** A digest reader hears of discussions at most once in this long. */
export const digestIntervalMs = 24 * 60 * 60_000;

/** One discussion in a digest: the paper, how many comments came since the reader last heard, and whether the chair asked them. */
export interface DigestItem {
  paperId: string;
  title: string;
  comments: number;
  asked: boolean;
}
