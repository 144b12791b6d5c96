// How a request names the edition it reads: kept apart from the edition's schemas (edition.ts) so that
// the SPA's HTTP client, loaded by every public page, carries no zod.

/**
 * The header a signed-in request names the edition it reads with: the chair's screens and exports of an
 * archived edition, its participants' volume. A change naming an archived edition is refused. Public
 * reads name one with `?edition=` instead (the CDN keys its copies on the address, not on headers), and
 * the header is ignored there.
 */
export const EditionHeader = 'X-Edition';
export const editionHeaderMessage = `The ${EditionHeader} header is an edition ID such as iccs-2025.`;
