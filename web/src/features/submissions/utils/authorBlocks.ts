// The author blocks of a manuscript submission: one to four, added and removed by the author. Errors
// and touched fields are keyed `authors.{index}.{field}` (as the server keys them), so removing a
// block shifts the keys of the blocks after it.
import { Limits, manuscriptAuthorFields, type FieldErrors, type ManuscriptAuthor, type ManuscriptAuthorField } from '@confsys/domain';

export const authorFieldNames = Object.keys(manuscriptAuthorFields) as ManuscriptAuthorField[];

export function emptyAuthor(): ManuscriptAuthor {
  return { name: '', email: '', organization: '', phone: '', gender: '', state: '', country: '' };
}

export function authorFieldKey(index: number, field: ManuscriptAuthorField): string {
  return `authors.${index}.${field}`;
}

export function canAddAuthor(count: number): boolean {
  return count < Limits.maxAuthors;
}

export function canRemoveAuthor(count: number): boolean {
  return count > Limits.minAuthors;
}

export function addAuthor(authors: readonly ManuscriptAuthor[]): ManuscriptAuthor[] {
  return canAddAuthor(authors.length) ? [...authors, emptyAuthor()] : [...authors];
}

export function removeAuthor(authors: readonly ManuscriptAuthor[], index: number): ManuscriptAuthor[] {
  return canRemoveAuthor(authors.length) ? authors.filter((_, at) => at !== index) : [...authors];
}

export function updateAuthor(
  authors: readonly ManuscriptAuthor[],
  index: number,
  field: ManuscriptAuthorField,
  value: string,
): ManuscriptAuthor[] {
  return authors.map((author, at) => (at === index ? { ...author, [field]: value } : author));
}

const authorKeyPattern = /^authors\.(\d+)\.(.+)$/;

/** The new key of a field key once block `removed` is gone; null for the removed block's own keys. */
export function keyAfterRemoval(key: string, removed: number): string | null {
  const match = authorKeyPattern.exec(key);
  if (!match) return key;
  const index = Number(match[1]);
  if (index === removed) return null;
  return index > removed ? `authors.${index - 1}.${match[2]}` : key;
}

export function shiftKeys(keys: ReadonlySet<string>, removed: number): Set<string> {
  const shifted = new Set<string>();
  for (const key of keys) {
    const next = keyAfterRemoval(key, removed);
    if (next !== null) shifted.add(next);
  }
  return shifted;
}

export function shiftErrors(errors: FieldErrors, removed: number): Record<string, string> {
  const shifted: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const next = keyAfterRemoval(key, removed);
    if (next !== null && message !== undefined) shifted[next] = message;
  }
  return shifted;
}
