// Builds the browser tab title of a page, e.g. "Call for Papers | ICCS 2025".
import { conference } from '@confsys/domain';

export function formatPageTitle(page?: string, shortName: string = conference.shortName): string {
  const name = page?.trim();
  return name ? `${name} | ${shortName}` : shortName;
}
