// How a request names the edition it reads, and the answer for an edition nobody has: below every area
// (messages.ts names the answer too) and apart from the edition's schemas (editions/edition.ts), so the
// SPA's HTTP client, loaded by every public page, carries neither zod nor every message text.

/**
 * The header a signed-in request names the edition it reads with: the chair's screens and exports of an
 * archived edition, its participants' volume. A change naming an archived edition is refused. Public
 * reads name one with `?edition=` instead (the CDN keys its copies on the address, not on headers), and
 * the header is ignored there.
 */
export const EditionHeader = 'X-Edition';
export const editionHeaderMessage = `The ${EditionHeader} header is an edition ID such as iccs-2025.`;
/** The 404 for an edition the registry does not have (or a draft, which nothing reads yet): the SPA drops a choice that gets it. */
export const editionNotFoundMessage = 'No edition has this ID.';
