// What a person sees of a screen's layout, checked in the page: text clipped by its box in a table cell,
// a chip or a button; a word broken inside itself; a table wider than its box (its last columns out of
// sight); a page too tall to read at a desk; a page that scrolls sideways on a tablet or a phone; a table row whose paper (its first cell) or action (its buttons) lies
// outside the phone's screen. Used by the browser suite on every screen (tests/e2e/accessibility.test.ts)
// and by the benchmark on a seeded conference (bench/measure/layout.ts).
import type { Page } from 'playwright-core';

/** The tallest page a desktop screen may be: about six screens of scrolling. */
export const tallestPage = 6_000;

/** The phone width below which rows must show their identity and action without scrolling. */
export const phoneWidth = 600;

/** The width from which a screen is a desk's: below it (a tablet, a phone) the page never scrolls sideways. */
export const deskWidth = 1200;

export interface LayoutFigures {
  /** The page's height in pixels. */
  height: number;
  /** Pixels the page is wider than the window. */
  sideways: number;
  /** Rows (table rows, grid rows) on the page. */
  rows: number;
  /** Each problem found, one line: what, where, the text concerned. */
  problems: string[];
}

/**
 * The layout problems of the page as it is now (wait until it has settled first). Hidden elements (a
 * collapsed menu, a closed dialog, a grid's off-screen columns) are not looked at; a cell, chip or
 * button whose content is wider than its box with the overflow hidden is clipped, whatever shows it
 * (an ellipsis or a hard edge).
 */
export async function layoutFigures(page: Page): Promise<LayoutFigures> {
  return page.evaluate(
    ({ tallest, phone, desk }) => {
      const problems: string[] = [];
      const width = window.innerWidth;
      const describe = (element: Element) => {
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
        const where = element.closest('[aria-label]')?.getAttribute('aria-label') ?? element.closest('h1, h2, section')?.textContent?.slice(0, 30) ?? '';
        return `"${text}"${where ? ` in ${where}` : ''}`;
      };
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const style = getComputedStyle(element);
        return style.visibility !== 'hidden' && style.display !== 'none';
      };
      const boxes = [
        ...document.querySelectorAll(
          [
            'td',
            'th',
            '[role="gridcell"]',
            '.MuiDataGrid-columnHeaderTitle',
            '.MuiDataGrid-cellContent',
            '.MuiChip-label',
            'button',
            'a.MuiButton-root',
            '[role="tab"]',
            '.MuiTableCell-root > *',
            '[role="gridcell"] > *',
          ].join(', '),
        ),
      ];
      for (const element of boxes) {
        // A grid's checkbox cells and icon buttons hold no text to clip.
        if (!shown(element) || !(element.textContent ?? '').trim()) continue;
        const style = getComputedStyle(element);
        const over = element.scrollWidth - element.clientWidth;
        const overDown = element.scrollHeight - element.clientHeight;
        const clippedAcross = over > 1 && style.overflowX !== 'visible';
        if (clippedAcross || (overDown > 2 && style.overflowY !== 'visible')) {
          const by = clippedAcross ? `${over} px across` : `${overDown} px down`;
          problems.push(`clipped ${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} (${by}): ${describe(element)}`);
          continue;
        }
        // Text running out of its box into the next cell is as unreadable as text cut off.
        if (over > 1 && element.matches('td, th, [role="gridcell"], .MuiChip-label')) problems.push(`overflowing ${element.tagName.toLowerCase()} (${over} px): ${describe(element)}`);
      }
      // A word broken inside itself: a word whose letters sit on two lines. Words are split at spaces,
      // hyphens and slashes, where a line may end.
      const seen = new Set<Node>();
      for (const element of boxes) {
        if (!shown(element)) continue;
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (seen.has(node)) continue;
          seen.add(node);
          const text = node.textContent ?? '';
          const pattern = /[^\s\-/–—]{4,}/g;
          for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
            if (lines.size > 1) {
              problems.push(`word broken across lines: "${match[0].slice(0, 40)}" in ${describe(node.parentElement!)}`);
              break;
            }
          }
        }
      }
      // A table wider than its box: its last columns (often the actions) are out of sight until one
      // scrolls the table sideways.
      for (const scroller of document.querySelectorAll('.MuiDataGrid-virtualScroller, .MuiTableContainer-root')) {
        if (!shown(scroller)) continue;
        // A grid's columns are as wide as its content box (its last column's resize handle may reach
        // past the edge, which moves nothing into or out of sight).
        const content = scroller.querySelector(':scope > .MuiDataGrid-virtualScrollerContent');
        const over = (content ? content.getBoundingClientRect().width : scroller.scrollWidth) - scroller.clientWidth;
        if (over > 1) problems.push(`table scrolls ${over} px sideways: ${describe(scroller.querySelector('[role="columnheader"], th') ?? scroller)}`);
      }
      const height = document.documentElement.scrollHeight;
      const sideways = Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (width >= desk && height > tallest) problems.push(`page ${height} px tall (at most ${tallest})`);
      if (width < desk && sideways > 0) problems.push(`page scrolls ${sideways} px sideways`);
      const rows = [...document.querySelectorAll('tbody tr, .MuiDataGrid-row')].filter(shown);
      if (width <= phone) {
        const inside = (element: Element) => {
          const box = element.getBoundingClientRect();
          return box.left >= -1 && box.right <= width + 1;
        };
        for (const row of rows) {
          const cells = [...row.querySelectorAll(':scope > td, :scope > th, [role="gridcell"]')].filter(shown);
          const first = cells.find((cell) => !cell.matches('.MuiDataGrid-cellCheckbox') && !cell.querySelector('input[type="checkbox"]'));
          if (first && !inside(first)) problems.push(`row's first cell off the phone's screen: ${describe(first)}`);
          const actions = [...row.querySelectorAll('button, a.MuiButton-root')].filter(shown);
          const off = actions.filter((action) => !inside(action));
          if (off.length > 0) problems.push(`row's action off the phone's screen: ${describe(off[0]!)} (row ${describe(row)})`);
        }
      }
      return { height, sideways, rows: rows.length, problems };
    },
    { tallest: tallestPage, phone: phoneWidth, desk: deskWidth },
  );
}

/** The problems only, at most `limit` of them (a screen with many rows repeats one problem per row). */
export async function layoutProblems(page: Page, limit = 12): Promise<string[]> {
  const { problems } = await layoutFigures(page);
  const distinct = [...new Set(problems)];
  return distinct.length > limit ? [...distinct.slice(0, limit), `… and ${distinct.length - limit} more`] : distinct;
}
