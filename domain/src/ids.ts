// The formats of the IDs that arrive in paths, forms and queries, written once. Anything not shaped like
// an ID cannot name a document, so it is refused before any lookup.

export const IdFormats = {
  /** Paper IDs (ICCS25-0001; older or imported papers may use other letters): at most 40 characters. */
  paper: /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/,
  /** Reviewer record IDs (Firestore's automatic IDs, or chosen ones such as demo-reviewer); never one Firestore reserves (`__name__`). */
  reviewer: /^(?!__.*__$)[A-Za-z0-9_-]{1,64}$/,
  /** Registration IDs: the first 24 hex digits of the SHA-256 of the registrant's email. */
  registration: /^[a-f0-9]{24}$/,
  /** Payment IDs: Firestore's automatic IDs, letters and digits. */
  payment: /^[A-Za-z0-9]{1,40}$/,
  /**
   * Certificate codes: 16 characters of Crockford's base32 (80 random bits), in four groups of four,
   * upper case as stored (7K3M-X9QD-2HRT-V8WN); certificateCodeOf reads one as typed.
   */
  certificate: /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/,
  /** An invitation link's secret: 43 characters of base64url (256 random bits), starting with a letter or digit (the router's paths start so). */
  invitationToken: /^[A-Za-z0-9][A-Za-z0-9_-]{42}$/,
  /** Any path parameter of the API: an ID or a file name, never a path. */
  pathParameter: /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/,
} as const;

export type IdKind = keyof typeof IdFormats;

/** A stored preview's ID (an automatic assignment's proposal, a bulk action's preview), as its apply address names it. */
export const previewIdFormat = /^[a-f0-9]{24}$/;

export function isId(kind: IdKind, value: string): boolean {
  return IdFormats[kind].test(value) && !value.includes('..');
}

/** A file named after a paper or record: its ID and its extension ("ICCS25-0001.pdf"), or null. */
export function splitFileName(name: string): { id: string; extension: string } | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = name.slice(0, dot);
  const extension = name.slice(dot + 1);
  return isId('reviewer', id) && /^[a-z]{2,5}$/.test(extension) ? { id, extension } : null;
}

/**
 * A paper's number: the digits its ID ends with (ICCS25-0042 is 42, ICCS25-10000 is 10000); 0 for an ID
 * without any. The lists order by it, so ICCS25-10000 follows ICCS25-9999, as a string order would not.
 */
export function paperNumberOf(paperId: string): number {
  const digits = /(\d+)$/.exec(paperId)?.[1];
  return digits === undefined ? 0 : Number(digits.slice(-15));
}

/** Paper IDs in order: by what precedes the number (the edition: ICCS25- before ICCS26-), then by the number. */
export function comparePaperIds(a: string, b: string): number {
  const prefixA = a.replace(/\d+$/, '');
  const prefixB = b.replace(/\d+$/, '');
  if (prefixA !== prefixB) return prefixA < prefixB ? -1 : 1;
  return paperNumberOf(a) - paperNumberOf(b) || (a < b ? -1 : a > b ? 1 : 0);
}
