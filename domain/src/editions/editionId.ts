// An edition's ID from its acronym and year: kept apart from the edition's schemas (edition.ts), so the
// conference's built identity, which every public page reads, carries no zod.

/** The edition ID of an acronym and year: ICCS, 2026 → iccs-2026. */
export function editionIdOf(acronym: string, year: number): string {
  return `${acronym.toLowerCase()}-${year}`;
}
