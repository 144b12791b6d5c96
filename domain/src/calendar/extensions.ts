// Extensions of the submission deadline the chair grants, each with a written reason: to one author for
// a new paper (their submission is accepted until the extension ends), or to one paper (for its edits,
// once authors can edit). One extension per author or paper: granting again replaces it. Every grant and
// revocation is in the audit log.
import { z } from 'zod/mini';
import { isInstant } from './calendar';
import { textField, rules } from '../validation';

export const extensionKinds = ['author', 'paper'] as const;
export type ExtensionKind = (typeof extensionKinds)[number];

/** extensions/{id}: `author-{uid}` or `paper-{paperId}`. */
export function extensionId(kind: ExtensionKind, key: string): string {
  return `${kind}-${key}`;
}

const untilMessage = 'The extension must end at a date and time with its offset (ISO 8601, e.g. 2025-07-05T23:59:00+05:30).';
const oneTarget = 'Name either the paper (paperId) or the author (authorEmail) the extension is for, not both.';

/** POST /api/admin/extensions: for whom, until when, and why. */
export const ExtensionRequestSchema = z
  .object({
    paperId: z.optional(textField({ label: 'Paper ID', max: 40 })),
    authorEmail: z.optional(textField({ label: 'Author email', max: 254, rules: [rules.email] })),
    until: z.pipe(
      z.string({ error: untilMessage }).check(z.refine(isInstant, { error: untilMessage })),
      z.transform((value: string) => new Date(value).toISOString()),
    ),
    reason: textField({ label: 'Reason', max: 1000 }),
  })
  .check(
    z.superRefine((value, context) => {
      if ((value.paperId === undefined) === (value.authorEmail === undefined)) {
        context.issues.push({ code: 'custom', message: oneTarget, path: [value.paperId === undefined ? 'paperId' : 'authorEmail'], input: value });
      }
    }),
  );

export const ExtensionSchema = z.object({
  id: z.string(),
  kind: z.enum(extensionKinds),
  /** The paper it extends (kind paper), or null. */
  paperId: z.nullable(z.string()),
  /** The author it extends, by the account's email and uid: the paper's submitting author for a paper's. */
  authorEmail: z.string(),
  authorUid: z.string(),
  /** When it ends (ISO 8601, UTC). */
  until: z.string(),
  reason: z.string(),
  grantedAt: z.string(),
  grantedBy: z.string(),
});

export type Extension = z.output<typeof ExtensionSchema>;

/** Whether an extension lets a request received at a moment through (it ends at `until`, inclusive). */
export function extensionCovers(extension: Pick<Extension, 'until'> | null | undefined, at: number): boolean {
  return extension !== null && extension !== undefined && at <= Date.parse(extension.until);
}

/** Of the extensions that apply to a request (a paper's, its author's), the one that ends last; null without any. */
export function latestExtension<E extends Pick<Extension, 'until'>>(...extensions: ReadonlyArray<E | null | undefined>): E | null {
  return extensions.reduce<E | null>((latest, extension) => (extension && (!latest || Date.parse(extension.until) > Date.parse(latest.until)) ? extension : latest), null);
}
