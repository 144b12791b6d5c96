// The chair's guide (docs/guide) as the tests and `npm run guide` read it: its pages, and each
// section's screen, screenshot and bold names (domain/src/guide/guide.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { guidePages, type GuidePage } from '@confsys/domain';

export const guideFolder = join(import.meta.dirname, '../../docs/guide');

/** The guide's files by name ("index.md"), as written. */
export function guideFiles(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(guideFolder)
      .filter((name) => name.endsWith('.md'))
      .map((name) => [name, readFileSync(join(guideFolder, name), 'utf8')]),
  );
}

export function readGuide(): GuidePage[] {
  return guidePages(guideFiles());
}

/** Every screen the guide opens, once, with the names its sections write in bold and the screenshots they show. */
export function guideScreens(): Array<{ title: string; path: string; names: string[]; images: string[] }> {
  const screens = new Map<string, { title: string; path: string; names: Set<string>; images: Set<string> }>();
  for (const section of readGuide().flatMap((page) => page.sections)) {
    if (!section.screen) continue;
    const screen = screens.get(section.screen.path) ?? { ...section.screen, names: new Set<string>(), images: new Set<string>() };
    section.names.forEach((name) => screen.names.add(name));
    section.images.forEach((image) => screen.images.add(image));
    screens.set(section.screen.path, screen);
  }
  return [...screens.values()].map((screen) => ({ ...screen, names: [...screen.names], images: [...screen.images] }));
}

/** The roles a name may be shown under: a control, a heading, a region, a column. */
const namedRoles = ['button', 'link', 'tab', 'heading', 'region', 'radiogroup', 'group', 'columnheader', 'checkbox', 'switch', 'radio', 'textbox', 'combobox', 'searchbox', 'spinbutton', 'menuitem'] as const;

/** Whether the screen shows the name: as an element's whole text, a control's or region's name, or a field's label. */
export async function screenShows(page: Page, name: string): Promise<boolean> {
  const main = page.locator('body');
  if ((await main.getByText(name, { exact: true }).count()) > 0) return true;
  if ((await main.getByLabel(name, { exact: true }).count()) > 0) return true;
  for (const role of namedRoles) if ((await main.getByRole(role, { name, exact: true }).count()) > 0) return true;
  return false;
}
