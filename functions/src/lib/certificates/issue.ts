// Issuing certificates in bulk: the preview (who will get one with its text, who is skipped and why,
// stored for its maker), and applying it: each row it said it would issue is checked again, and its
// certificate and message are written in one transaction, so neither is ever saved without the other.
import { CertificateFactsSchema, Messages, previewedOutcomes, certificateKindLabels, certificateKinds, type CertificateDoc, type CertificateKind, type CertificateRow, type ProposalDoc } from '@confsys/domain';
import { z } from 'zod/mini';
import { db } from '../admin';
import type { Caller } from '../auth';
import { applyPreview, countsOf } from '../applyPreview';
import { documents } from '../documents';
import { currentEdition } from '../editionScope';
import { HttpError } from '../errors';
import { openOutbox, type Outbox } from '../mail/outbox';
import { mailTemplates } from '../mail/templates';
import { siteLink } from '../mail/settings';
import { savePreview } from '../previewStore';
import { certificateRef, pdfUrlOf, verifyUrlOf } from './certificates';
import { newCertificateCode } from './codes';
import { candidateKey, candidates, type Candidate } from './eligibility';

/** A row as stored with the preview: the candidate as judged, and whether the preview will issue it. */
const StoredRowSchema = z.object({
  email: z.string(),
  name: z.string(),
  uid: z.nullable(z.string()),
  paperId: z.nullable(z.string()),
  outcome: z.enum(previewedOutcomes),
  text: z.string(),
  facts: z.nullable(CertificateFactsSchema),
});
type StoredRow = z.infer<typeof StoredRowSchema>;

/** The live (not revoked) certificates of the current edition of one kind, by their key. */
async function liveCertificates(kind: CertificateKind): Promise<Map<string, string>> {
  const issued = await documents.certificates.where('edition.id', '==', currentEdition().id).where('kind', '==', kind).get();
  return new Map(issued.docs.map((doc) => doc.data()).filter((certificate) => certificate.revoked === null).map((certificate) => [certificate.key, certificate.code]));
}

const alreadyHas = (code: string) => `already has certificate ${code}`;

/** The row a candidate makes: 'will' with the text, or 'skip' with why (a live certificate of the same key too). */
function judged(kind: CertificateKind, candidate: Candidate, live: ReadonlyMap<string, string>): StoredRow {
  const existing = candidate.facts ? live.get(candidateKey(kind, candidate)) : undefined;
  if (candidate.facts && existing === undefined) return { ...candidate, outcome: 'will' };
  return { ...candidate, facts: null, outcome: 'skip', text: existing === undefined ? candidate.text : alreadyHas(existing) };
}

const shownRow = (row: StoredRow, outcome: CertificateRow['outcome'] = row.outcome, text = row.text, code: string | null = null): CertificateRow => ({
  email: row.email,
  name: row.name,
  paperId: row.paperId,
  outcome,
  text,
  code,
});

/** Judges everyone of the kind (or those named), stores the rows for the caller alone to apply, and answers them. */
export async function previewCertificates(kind: CertificateKind, emails: readonly string[] | null, caller: Caller) {
  const [found, live] = await Promise.all([candidates(kind, emails), liveCertificates(kind)]);
  const rows = found.map((candidate) => judged(kind, candidate, live));
  const stored = await savePreview('certificates', caller, rows, { action: kind });
  const shown = rows.map((row) => shownRow(row));
  const counts = countsOf(shown);
  return { previewId: stored.id, kind, applied: false, expiresAt: stored.expiresAt, rows: shown, counts, message: Messages.certificatesPreviewed(counts.will ?? 0, counts.skip ?? 0) };
}

/**
 * Writes one certificate and its message in one transaction, after checking that the person has no live
 * certificate of the same key; answers the code, or throws a 409 naming the one they have (or saying a
 * row without facts is no longer eligible).
 */
async function issueOne(kind: CertificateKind, row: StoredRow, caller: Caller, outbox: Outbox): Promise<string> {
  const facts = row.facts;
  if (facts === null) throw new HttpError(409, 'no longer eligible');
  const edition = currentEdition();
  const key = candidateKey(kind, row);
  const code = newCertificateCode();
  await db.runTransaction(async (transaction) => {
    const same = await transaction.get(documents.certificates.where('key', '==', key));
    const live = same.docs.map((doc) => doc.data()).find((certificate) => certificate.revoked === null);
    if (live) throw new HttpError(409, alreadyHas(live.code));
    const certificate: CertificateDoc = {
      code,
      kind,
      edition: { id: edition.id, name: edition.name },
      name: row.name,
      email: row.email,
      uid: row.uid,
      text: row.text,
      facts,
      key,
      issuedAt: new Date().toISOString(),
      issuedBy: caller.uid,
      revoked: null,
    };
    // create(), not set(): a code issued before (80 random bits: never in practice) fails the transaction rather than replace a certificate.
    transaction.create(certificateRef(code), certificate);
    outbox.queue(transaction, {
      to: [row.email],
      mail: mailTemplates.certificate({ name: row.name, kind: certificateKindLabels[kind], code, text: row.text, verifyUrl: verifyUrlOf(code), pdfUrl: pdfUrlOf(code), dashboardUrl: siteLink('/') }),
      ...(row.paperId === null ? {} : { paperId: row.paperId }),
    });
  });
  return code;
}

/**
 * Applies the caller's preview once, before it expires (404, 403, 409 as readPreview): each row it would
 * issue is judged again from the data as it is now and issued only when it still says the same; the
 * others are answered as skipped with why. One audit entry records the whole.
 */
export async function applyCertificates(previewId: string, caller: Caller) {
  const kindOf = (proposal: ProposalDoc) => certificateKinds.find((candidate) => candidate === proposal.action) ?? 'attendee';
  const { proposal, rows, counts } = await applyPreview(previewId, caller, {
    kind: 'certificates',
    schema: StoredRowSchema,
    audit: { action: 'certificates.issue', target: 'certificates' },
    prepare: async (items, proposal) => {
      const kind = kindOf(proposal);
      const chosen = items.filter((row) => row.outcome === 'will');
      const fresh = new Map((await candidates(kind, chosen.length === 0 ? [] : chosen.map((row) => row.email))).map((candidate) => [candidateKey(kind, candidate), candidate]));
      const outbox = await openOutbox();
      // One at a time (the default): each transaction reads the certificates of one key, and rows never contend with each other.
      return {
        skip: (row) => {
          if (row.outcome === 'skip' || row.facts === null) return shownRow(row, 'skipped');
          const now = fresh.get(candidateKey(kind, row));
          if (!now?.facts) return shownRow(row, 'skipped', now?.text ?? 'no longer eligible');
          if (now.text !== row.text) return shownRow(row, 'skipped', `changed since the preview (now: ${now.text}); preview again`);
          return null;
        },
        act: async (row) => shownRow(row, 'done', row.text, await issueOne(kind, row, caller, outbox)),
        refused: (row, outcome, reason) => shownRow(row, outcome, reason),
        audited: (shown) => ({
          kind,
          edition: currentEdition().id,
          issued: shown.filter((row) => row.outcome === 'done').map((row) => `${row.code}: ${row.name}${row.paperId ? ` (${row.paperId})` : ''}`).slice(0, 500),
          skipped: shown.filter((row) => row.outcome !== 'done').map((row) => `${row.email}: ${row.text}`).slice(0, 500),
        }),
      };
    },
  });
  const issued = counts.done ?? 0;
  return { previewId, kind: kindOf(proposal), applied: true, expiresAt: proposal.expiresAt, rows, counts, message: Messages.certificatesIssued(issued, rows.length - issued) };
}
