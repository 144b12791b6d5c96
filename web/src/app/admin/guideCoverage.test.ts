// The chair's guide covers the chair's console: every screen of the admin navigation is the screen of a
// section, every section has its screen and its screenshot (taken by npm run guide, in docs/guide/images),
// and the first page lists every other one. That the names it writes in bold are on those screens is
// checked in the browser (tests/e2e/guide.test.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guideIndex, guidePages } from '@confsys/domain';
import { guideFiles, guideFolder as folder } from '../../../../tests/support/guide';
import { adminNavItems } from './adminNavigation';
import { paths } from '../../config/paths';

const files = guideFiles();
const pages = guidePages(files);
const phases = pages.filter((page) => page.slug !== guideIndex);
const sections = phases.flatMap((page) => page.sections.map((section) => ({ page: page.slug, ...section })));

describe("the chair's guide", () => {
  it('has its first page and a page per phase', () => {
    expect(pages[0]?.slug).toBe(guideIndex);
    expect(phases.length).toBeGreaterThanOrEqual(6);
  });

  it('lists every phase on its first page', () => {
    const index = files[`${guideIndex}.md`]!;
    expect(phases.filter((page) => !index.includes(`(${page.slug}.md)`)).map((page) => page.slug)).toEqual([]);
  });

  it('covers every screen of the admin navigation', () => {
    const covered = new Set(sections.map((section) => section.screen && new URL(section.screen.path, 'http://site').pathname));
    const screens = adminNavItems.map((item) => item.to).filter((to) => to !== paths.adminLogout && to !== paths.adminGuide);
    expect(screens.filter((to) => !covered.has(to))).toEqual([]);
  });

  it('opens each section with its screen and shows its screenshot, which npm run guide took', () => {
    expect(sections.filter((section) => section.screen === null).map((section) => `${section.page}: ${section.heading}`)).toEqual([]);
    expect(sections.filter((section) => section.images.length === 0).map((section) => `${section.page}: ${section.heading}`)).toEqual([]);
    const missing = sections.flatMap((section) => section.images).filter((image) => !existsSync(join(folder, image)));
    expect(missing).toEqual([]);
  });
});
