// Bulk actions on papers: the preview (what will happen to each paper, or why it is skipped, stored),
// and the apply, which acts on the papers the preview said it would, each checked again in its own
// transaction through the same operation as the single action, and reports per row what happened.
import { Messages, PaperStatus, previewedOutcomes, ReviewStatus, bulkActionLabels, maxBulkPapers, normaliseStatus, searchToken, type BulkAction, type BulkPreviewRequest, type PaperDoc, type ReviewDoc, requiresRegisteredAuthor, type AppliedOutcome } from '@confsys/domain';
import { z } from 'zod/mini';
import { db } from '../admin';
import type { Caller } from '../auth';
import { makeProposal, ProposalItemSchema, readAssignmentData, type ProposalItem } from '../assignment/autoassign/proposal';
import { reviewDeadlineText, shownCalendar } from '../calendar/calendar';
import { configDocs, readAll } from '../documents';
import { badRequest } from '../errors';
import { openOutbox } from '../mail/outbox';
import { missingReviews, reminderMail, type Reminder } from '../mail/reminders';
import { matchingPaperIds } from '../submissions/paperIndex';
import { paperRef } from '../papers';
import { savePreview } from '../previewStore';
import { applyPreview, countsOf, type RowSteps } from '../applyPreview';
import { isSubmitted, readReviewSettings, readReviewsOf } from '../reviewStore';
import { applyPairs } from '../assignment/autoassign/apply';
import { releaseForResponse } from '../discussion/responses';
import { decidePaper } from './decide';
import { publishPaper } from './publish';
import { sendReviews } from './sendReviews';
import { overlapFlags } from '../similarity/flags';

export const RowSchema = z.object({ t: z.literal('row'), paperId: z.string(), title: z.string(), outcome: z.enum(previewedOutcomes), reason: z.string() });

export type Row = z.infer<typeof RowSchema>;

export const BulkItemSchema = z.union([RowSchema, ProposalItemSchema]);

export type BulkItem = z.infer<typeof BulkItemSchema>;

/** Whether a paper's submitted reviews have all gone to its author already. */
export function reviewsSent(paper: PaperDoc, reviews: readonly ReviewDoc[]): boolean {
  const submitted = reviews.filter(isSubmitted);
  return Boolean(paper.reviewPdfStorePath) && submitted.length > 0 && submitted.every((review) => review.status === ReviewStatus.Published);
}

/** What an action would do to one paper as it is now: 'will' with what, or 'skip' with why. */
export function judge(action: BulkAction, paper: PaperDoc, reviews: readonly ReviewDoc[], missing: number, needsRegistration: boolean): Pick<Row, 'outcome' | 'reason'> {
  const will = (reason: string) => ({ outcome: 'will' as const, reason });
  const skip = (reason: string) => ({ outcome: 'skip' as const, reason });
  const submitted = reviews.filter(isSubmitted).length;
  switch (action) {
    case 'accept':
    case 'reject':
      if (paper.status !== PaperStatus.UnderReview) return skip(`not under review (${paper.status})`);
      if (paper.submittedReviews === 0) return skip('no submitted review');
      return will(`${action === 'accept' ? 'accepted' : 'rejected'}, with ${paper.submittedReviews} submitted review${paper.submittedReviews === 1 ? '' : 's'}`);
    case 'publish':
      if (paper.status === PaperStatus.Published) return skip('already published');
      if (paper.status !== PaperStatus.Accepted) return skip(`not accepted (${paper.status})`);
      if (needsRegistration && !paper.registeredAuthor) return skip('no author with a verified registration');
      return will('published, and its authors told');
    case 'sendReviews':
      if (submitted === 0) return skip('no submitted review');
      if (reviewsSent(paper, reviews)) return skip('already sent');
      return will(`${submitted} review${submitted === 1 ? '' : 's'} sent to the author`);
    case 'release':
      if (paper.status !== PaperStatus.UnderReview) return skip(`not under review (${paper.status})`);
      if (paper.responseReleasedAt) return skip('already open for response');
      if (submitted === 0) return skip('no submitted review');
      return will(`${submitted} review${submitted === 1 ? '' : 's'} opened to the authors for their response`);
    case 'remind':
      if (paper.status !== PaperStatus.UnderReview) return skip(`not under review (${paper.status})`);
      if (missing === 0) return skip('no review missing');
      return will(`${missing} reviewer${missing === 1 ? '' : 's'} reminded`);
    case 'assign':
      return will('');
  }
}

/** The papers a preview concerns: those named, or every paper the filter matches. */
export async function selectedPapers(request: BulkPreviewRequest, target: number): Promise<PaperDoc[]> {
  if (!request.paperIds === !request.filter) throw badRequest('Send either paperIds or filter, not both and not neither.', { paperIds: 'Send either paperIds or filter.' });
  let ids = request.paperIds ? [...new Set(request.paperIds)] : [];
  if (request.filter) {
    const statuses = (request.filter.status ?? '').split(',').filter((part) => part.trim() !== '').map((part) => normaliseStatus(part));
    if (statuses.some((status) => status === undefined)) throw badRequest(Messages.statusFilterInvalid, { filter: Messages.statusFilterInvalid });
    ids = await matchingPaperIds({ statuses: statuses as PaperDoc['status'][], show: request.filter.show ?? null, token: searchToken(request.filter.q ?? '') }, target, maxBulkPapers);
  }
  const papers = await readAll(ids.map(paperRef));
  const unknown = ids.find((_id, at) => papers[at] === undefined);
  if (unknown) throw badRequest(`No paper has the ID ${unknown}.`, { paperIds: `No paper has the ID ${unknown}.` });
  return papers as PaperDoc[];
}

/** Reviews still missing on the papers named, by reviewer: what the remind action sends. */
export async function remindersFor(paperIds: ReadonlySet<string>): Promise<Reminder[]> {
  const byReviewer = new Map<string, Reminder>();
  for (const { paper, assignment } of await missingReviews()) {
    if (!paperIds.has(paper.paperId)) continue;
    const entry = byReviewer.get(assignment.reviewerId) ?? { reviewerId: assignment.reviewerId, name: assignment.name, email: assignment.email, papers: [] };
    entry.papers.push({ paperId: paper.paperId, title: paper.title });
    byReviewer.set(assignment.reviewerId, entry);
  }
  return [...byReviewer.values()];
}

/** Judges each selected paper as it is now, stores the rows for the caller alone to apply, and answers them. */
export async function preview(request: BulkPreviewRequest, caller: Caller) {
  const settings = await readReviewSettings();
  const papers = await selectedPapers(request, settings.reviewersPerPaper);
  const reviews = await readReviewsOf(papers);
  const needsRegistration = request.action === 'publish' && requiresRegisteredAuthor((await configDocs.fees.get()).data());
  const missingByPaper = new Map<string, number>();
  if (request.action === 'remind') for (const { paper } of await missingReviews()) missingByPaper.set(paper.paperId, (missingByPaper.get(paper.paperId) ?? 0) + 1);
  const rows: Row[] = papers.map((paper) => ({
    t: 'row',
    paperId: paper.paperId,
    title: paper.title,
    ...judge(request.action, paper, reviews.get(paper.paperId) ?? [], missingByPaper.get(paper.paperId) ?? 0, needsRegistration),
  }));
  let extra: ProposalItem[] = [];
  if (request.action === 'assign') extra = await previewAssignment(request, papers, rows, settings.reviewersPerPaper);
  // A paper the similarity check flags says so where the chair is about to act on it.
  const overlaps = await overlapFlags(rows.filter((row) => row.outcome === 'will').map((row) => row.paperId));
  for (const row of rows) {
    const flag = overlaps.get(row.paperId);
    if (flag && row.outcome === 'will') row.reason = `${row.reason}; flagged: ${flag}`;
  }
  const stored = await savePreview('bulk', caller, [...rows, ...extra], { action: request.action });
  const shown = rows.map(({ t: _t, ...row }) => row);
  return { previewId: stored.id, action: request.action, expiresAt: stored.expiresAt, applied: false as const, rows: shown, counts: countsOf(shown) };
}

/** The assign action: an automatic proposal for the selected papers still open and under the target. */
export async function previewAssignment(request: BulkPreviewRequest, papers: readonly PaperDoc[], rows: Row[], defaultTarget: number): Promise<ProposalItem[]> {
  const target = request.reviewersPerPaper ?? defaultTarget;
  const data = await readAssignmentData();
  const open = new Set(data.papers.map((paper) => paper.paperId));
  for (const row of rows) {
    const paper = papers.find((candidate) => candidate.paperId === row.paperId) as PaperDoc;
    if (!open.has(row.paperId)) Object.assign(row, { outcome: 'skip', reason: `not open for review (${paper.status})` });
    else if (paper.reviewerIds.length >= target) Object.assign(row, { outcome: 'skip', reason: `already has ${paper.reviewerIds.length} reviewers` });
  }
  const wanted = rows.filter((row) => row.outcome === 'will').map((row) => row.paperId);
  if (wanted.length === 0) return [];
  const need = wanted.length * target;
  const busiest = Math.max(0, ...data.loads.values());
  const maxPerReviewer = request.maxPerReviewer ?? Math.min(1000, busiest + Math.ceil(need / Math.max(1, data.reviewers.length)) + 1);
  const proposal = await makeProposal({ reviewersPerPaper: target, maxPerReviewer, papers: { paperIds: wanted }, objective: 'fair' }, data);
  for (const row of rows.filter((candidate) => candidate.outcome === 'will')) {
    const added = proposal.pairs.filter((pair) => pair.paperId === row.paperId);
    const short = proposal.unfilled.find((item) => item.paperId === row.paperId);
    if (added.length === 0) Object.assign(row, { outcome: 'skip', reason: short ? `no reviewer can be added: ${short.why}` : 'no reviewer can be added' });
    else row.reason = `adds ${added.map((pair) => pair.reviewerName).join(', ')}${short ? ` (${short.missing} still missing: ${short.why})` : ''}`;
  }
  return [...proposal.pairs, ...proposal.snapshot];
}

/** A row as applying the preview answers it. */
type AppliedRow = Omit<Row, 't' | 'outcome'> & { outcome: AppliedOutcome };

const answered = ({ t: _t, ...row }: Row, outcome: AppliedOutcome, reason = row.reason): AppliedRow => ({ ...row, outcome, reason });

/**
 * Applies the caller's preview once, before it expires: acts on its 'will' rows only, each checked again
 * through the single action's operation, and answers per row what was done (404, 403, 409 as readPreview).
 */
export async function apply(previewId: string, caller: Caller) {
  const applied = await applyPreview(previewId, caller, {
    kind: 'bulk',
    schema: BulkItemSchema,
    audit: { action: 'bulk.apply', target: 'bulk' },
    rows: (items) => items.filter((item): item is Row => item.t === 'row'),
    prepare: async (rows, proposal, items) => {
      const action = proposal.action as BulkAction;
      return {
        skip: (row) => (row.outcome === 'skip' ? answered(row, 'skipped') : null),
        refused: (row, outcome, reason) => answered(row, outcome, reason),
        ...(await bulkSteps(action, previewId, items, rows, caller)),
        audited: (shown) => ({
          action,
          label: bulkActionLabels[action],
          done: shown.filter((row) => row.outcome === 'done').map((row) => row.paperId),
          skipped: shown.filter((row) => row.outcome !== 'done').map((row) => `${row.paperId}: ${row.reason}`).slice(0, 500),
        }),
      };
    },
  });
  return { previewId, action: applied.proposal.action as BulkAction, applied: true as const, rows: applied.rows, counts: applied.counts };
}

/**
 * How an action acts on its rows: the assignment and the reminders act on every chosen paper at once (the
 * reviewers written paper by paper, the messages grouped by reviewer), then answer each row from that;
 * the others act paper by paper through the single action's operation, eight papers at a time.
 */
async function bulkSteps(action: BulkAction, previewId: string, items: readonly BulkItem[], rows: readonly Row[], caller: Caller): Promise<Pick<RowSteps<Row, AppliedRow>, 'act' | 'parallel'>> {
  if (action === 'assign') {
    const pairs = items.filter((item): item is Extract<BulkItem, { t: 'pair' }> => item.t === 'pair');
    const snapshot = new Map(items.flatMap((item) => (item.t === 'paper' ? [[item.paperId, item.reviewerIds] as const] : [])));
    const result = await applyPairs(caller, previewId, pairs, snapshot);
    const failed = new Map(result.failed.map(({ paperId, reason }) => [paperId, reason]));
    return { act: async (row) => (failed.has(row.paperId) ? answered(row, 'skipped', failed.get(row.paperId) ?? '') : answered(row, 'done')) };
  }
  if (action === 'remind') {
    const reminders = await remindersFor(new Set(rows.filter((row) => row.outcome === 'will').map((row) => row.paperId)));
    const reminded = new Set(reminders.flatMap((reminder) => reminder.papers.map((paper) => paper.paperId)));
    const deadline = reviewDeadlineText(await shownCalendar());
    const outbox = await openOutbox();
    const batch = db.batch();
    for (const reminder of reminders) outbox.queue(batch, reminderMail(reminder, deadline));
    await batch.commit();
    return { act: async (row) => (reminded.has(row.paperId) ? answered(row, 'done') : answered(row, 'skipped', 'no review missing any more')) };
  }
  const outbox = await openOutbox();
  return {
    parallel: 8,
    act: async (row) => {
      if (action === 'accept' || action === 'reject') await decidePaper(row.paperId, action === 'accept', caller, outbox);
      else if (action === 'publish') await publishPaper(row.paperId, caller, outbox);
      else if (action === 'release' && !(await releaseForResponse(row.paperId, caller, outbox))) return answered(row, 'skipped', 'already open for response');
      else if (action === 'sendReviews') await sendReviews(row.paperId, caller);
      return answered(row, 'done');
    },
  };
}
