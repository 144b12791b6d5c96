// The call's page rule: the pages and the page size the chair set for the proceedings (config/proceedings),
// which the call for papers, the submission form and the camera-ready upload all state, and the page
// sizes the publisher's checks measure. No zod: the public pages read it (their script budget).

export const pageSizes = ['A4', 'Letter'] as const;
export type PageSize = (typeof pageSizes)[number];
/** Page sizes in PostScript points, portrait, and how far a page may differ from them (a point). */
export const pageSizePoints: Record<PageSize, { width: number; height: number; label: string }> = {
  A4: { width: 595.28, height: 841.89, label: 'A4 (210 × 297 mm)' },
  Letter: { width: 612, height: 792, label: 'US Letter (8.5 × 11 in)' },
};
export const pageSizeTolerance = 2;

export interface PageRule {
  minPages: number;
  maxPages: number;
  pageSize: PageSize;
}

/** The rule until the chair saves the proceedings settings. */
export const defaultPageRule: PageRule = { minPages: 6, maxPages: 8, pageSize: 'A4' };

/** The rule's own fields, from the settings that hold it. */
export const pageRuleOf = ({ minPages, maxPages, pageSize }: PageRule): PageRule => ({ minPages, maxPages, pageSize });

/** "6 to 8 pages", or "8 pages" when both limits are the same. */
export function pageLimitText(rule: Pick<PageRule, 'minPages' | 'maxPages'>): string {
  return rule.minPages === rule.maxPages ? `${rule.maxPages} pages` : `${rule.minPages} to ${rule.maxPages} pages`;
}

/** The call's sentence: "Papers are 6 to 8 pages long on A4 (210 × 297 mm), including references and appendices." */
export function callPageRule(rule: PageRule): string {
  return `Papers are ${pageLimitText(rule)} long on ${pageSizePoints[rule.pageSize].label}, including references and appendices.`;
}

/**
 * The warning when a manuscript is longer than the call's rule allows (null: within it). A shorter one
 * passes: a review version may be short, and the camera-ready upload holds it to the minimum.
 */
export function pageCountWarning(pages: number, rule: PageRule): string | null {
  if (pages <= rule.maxPages) return null;
  return `Your PDF has ${pages} pages; the call allows at most ${rule.maxPages}, references and appendices included.`;
}
