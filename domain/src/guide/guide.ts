// The chair's guide (docs/guide/*.md): a conference from its call to its proceedings, a page per phase,
// in the chair's words. Each section of a page (a "## " heading) is about one screen: its first line
// names it, "Screen: [Page title](/address)", and its screenshot follows; what the text writes in bold
// is a name the screen shows (a button, a field, a tab, a column, a heading). The site serves the guide
// (the admin console's Help), `npm run guide` takes the screenshots, and the tests hold every screen and
// every bold name to the site, so the guide never describes a screen that has changed.

export interface GuideScreen {
  /** The screen's page title, as the browser's tab shows it before the site's name. */
  title: string;
  /** The screen's address in the site, with its query ("/admin/profile?section=calendar"). */
  path: string;
}

export interface GuideSection {
  heading: string;
  screen: GuideScreen | null;
  /** The images the section shows, as written (relative to the guide's folder: "images/papers.jpg"). */
  images: string[];
  /** The names written in bold: each is shown by the section's screen. */
  names: string[];
}

export interface GuidePage {
  /** The file's name without ".md": the page's address under the guide ("2-committee"). */
  slug: string;
  /** The page's "# " heading. */
  title: string;
  /** Its sections ("## " headings), in order. */
  sections: GuideSection[];
}

/** The guide's first page, which lists the others. */
export const guideIndex = 'index';

const screenLine = /^Screen: \[([^\]]+)\]\((\/[^)\s]*)\)\s*$/m;
const image = /!\[[^\]]*\]\(([^)\s]+)\)/g;
const bold = /\*\*([^*]+)\*\*/g;

/** A page of the guide from its file's name and text. */
export function guidePage(fileName: string, markdown: string): GuidePage {
  const slug = fileName.replace(/^.*\//, '').replace(/\.md$/, '');
  const title = /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? slug;
  const sections = markdown
    .split(/^## /m)
    .slice(1)
    .map((part) => {
      const heading = part.split('\n', 1)[0]!.trim();
      const found = screenLine.exec(part);
      return {
        heading,
        screen: found ? { title: found[1]!.trim(), path: found[2]! } : null,
        images: [...part.matchAll(image)].map((match) => match[1]!),
        names: [...new Set([...part.matchAll(bold)].map((match) => match[1]!.trim()))],
      };
    });
  return { slug, title, sections };
}

/** The guide's pages in reading order: the index first, then the phases by their file names' numbers. */
export function guidePages(files: Record<string, string>): GuidePage[] {
  const pages = Object.entries(files).map(([name, text]) => guidePage(name, text));
  const rank = (page: GuidePage) => (page.slug === guideIndex ? -1 : Number.parseInt(page.slug, 10) || Number.MAX_SAFE_INTEGER);
  return pages.sort((a, b) => rank(a) - rank(b) || a.slug.localeCompare(b.slug));
}

/** Where a link of the guide leads in the site: another guide page ("3-reviews.md") to its address under `base`, a screen's address as it is; anything else: null. */
export function guideLinkTarget(href: string, base: string): string | null {
  const page = /^(?:\.\/)?([\w-]+)\.md(#[\w-]+)?$/.exec(href);
  if (page) return `${base}/${page[1]}${page[2] ?? ''}`;
  return href.startsWith('/') && !href.startsWith('//') ? href : null;
}
