// Emergency reviewers, against the running functions: when a paper's review is overdue, the chair sees the
// members who could take it (those available for late requests first, never its reviewers or anyone in
// conflict with it), previews the request's message (the paper, never its authors) and sends it, which
// assigns the member with the request's own due date. A preview sent twice, by another admin, or after
// the overdue review came in is refused, and writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { Messages, type AssignedPaperView, type EmergencyCandidatesAnswer, type EmergencyRequestAnswer, type PaperDoc } from '@confsys/domain';
import { db } from '../support/admin';
import { call, demo, fullReview, loginAs, newAuthor, setPasswordThroughLink, uniqueEmail } from '../support/emulator';
import { outboxFor } from '../support/mail';
import { authorBlock, committeeReviewer, deputyAdmin, manuscriptFields, sentInvitation, submitManuscript } from '../support/world';

const day = 86_400_000;
let chair: string;
let paperId: string;
let rita: Awaited<ReturnType<typeof committeeReviewer>>;
let sam: Awaited<ReturnType<typeof committeeReviewer>>;
let carl: Awaited<ReturnType<typeof committeeReviewer>>;
let ivy: { email: string; record: string };
const title = 'Scheduling under deadline pressure';

const candidates = () => call<EmergencyCandidatesAnswer>('GET', `/api/admin/papers/${paperId}/emergency-reviewers`, { token: chair });
const request = (json: unknown, token = chair) => call<EmergencyRequestAnswer & { message: string }>('POST', `/api/admin/papers/${paperId}/emergency-requests`, { token, json });
const paper = async () => (await db.collection('papers').doc(paperId).get()).data() as PaperDoc;
/** The assignment messages queued to an address (an account's own messages aside). */
const assignmentMail = async (email: string) => (await outboxFor(email)).filter((queued) => queued.mail.kind === 'assignment');
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().replace(/\.\d{3}Z$/, 'Z');

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  const author = await newAuthor('emma');
  paperId = await submitManuscript(author.token, manuscriptFields({ title }));
  rita = await committeeReviewer(chair, 'rita', { name: 'Rita Slow', affiliation: 'Institute of Delay' });
  sam = await committeeReviewer(chair, 'sam', { name: 'Sam Spare', affiliation: 'Spare Capacity Lab' });
  // In conflict: the authors' own organisation.
  carl = await committeeReviewer(chair, 'carl', { name: 'Carl Colleague', affiliation: authorBlock().organization });
  expect((await call('PUT', `/api/admin/reviewers/${sam.record}/load`, { token: chair, json: { load: 50 } })).status).toBe(200);
  expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: rita.record } })).status).toBe(200);

  // Ivy accepts an invitation, saying she takes late requests.
  const invitation = await sentInvitation(chair, { name: 'Ivy Late', email: uniqueEmail('ivy') }, { maxLoad: 3 });
  const accepted = await call<{ reviewerId: string }>('POST', `/api/invitations/${invitation.token}/accept`, { json: { load: 2, topics: [], lateRequests: true } });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  ivy = { email: invitation.email, record: accepted.body.reviewerId };

  // Rita's review was due an hour ago (the chair's own due dates must lie ahead, so the store is set directly).
  const stored = await paper();
  await db.collection('papers').doc(paperId).update({ reviewers: stored.reviewers.map((assignment) => ({ ...assignment, dueAt: new Date(Date.now() - 3600_000).toISOString() })) });
}, 180_000);

describe('emergency reviewers', () => {
  it('lists the overdue review and the members to ask: late requests first, never the paper\u2019s reviewers or anyone in conflict', async () => {
    const answer = await candidates();
    expect(answer.status).toBe(200);
    expect(answer.body.overdue).toEqual([expect.objectContaining({ reviewerId: rita.record, name: 'Rita Slow' })]);
    const ids = answer.body.candidates.map((candidate) => candidate.id);
    expect(ids).toContain(ivy.record);
    expect(ids).not.toContain(rita.record);
    expect(ids).not.toContain(carl.record);
    expect(answer.body.candidates.find((candidate) => candidate.id === ivy.record)).toEqual({ id: ivy.record, name: 'Ivy Late', affiliation: expect.any(String), lateRequests: true, load: 2, assigned: 0 });
    // Everyone who takes late requests comes before anyone who does not.
    const firstWithout = answer.body.candidates.findIndex((candidate) => !candidate.lateRequests);
    expect(answer.body.candidates.slice(firstWithout === -1 ? answer.body.candidates.length : firstWithout).every((candidate) => !candidate.lateRequests)).toBe(true);
    if (ids.includes(sam.record)) expect(ids.indexOf(ivy.record)).toBeLessThan(ids.indexOf(sam.record));
    expect(answer.body.total).toBeGreaterThanOrEqual(answer.body.candidates.length);
  });

  it('refuses a request to its own reviewer, to a member in conflict, for a past date, or to nobody, writing nothing', async () => {
    const before = await paper();
    expect((await request({ reviewerId: rita.record, dueAt: inDays(3), preview: true })).body.message).toBe(Messages.emergencyAlreadyReviewer('Rita Slow'));
    const conflicted = await request({ reviewerId: carl.record, dueAt: inDays(3), preview: true });
    expect(conflicted.status).toBe(409);
    expect(conflicted.body.message).toMatch(/^Carl Colleague has a conflict of interest with this paper \(.+\): ask someone else\.$/);
    const past = await request({ reviewerId: ivy.record, dueAt: inDays(-1), preview: true });
    expect([past.status, past.body.message]).toEqual([400, Messages.dueAtPast]);
    expect((await request({ reviewerId: 'no-such-record', dueAt: inDays(3), preview: true })).status).toBe(404);
    expect((await paper()).reviewerIds).toEqual(before.reviewerIds);
  });

  it('previews the message without the authors, sends it once, and assigns the member with its due date', async () => {
    const dueAt = inDays(4);
    const note = 'Could you take this one by Friday?\nThank you!';
    const preview = await request({ reviewerId: ivy.record, dueAt, note, preview: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ applied: false, reviewer: { id: ivy.record, name: 'Ivy Late', email: ivy.email }, dueAt: new Date(dueAt).toISOString() });
    expect(preview.body.subject).toMatch(new RegExp(`urgent review request: paper ${paperId}, due `));
    expect(preview.body.text).toContain(title);
    expect(preview.body.text).toContain('Could you take this one by Friday?');
    for (const identity of [authorBlock().email, authorBlock().name, authorBlock().organization]) expect(preview.body.text).not.toContain(identity);
    // Nothing is written by the preview.
    expect((await paper()).reviewerIds).not.toContain(ivy.record);
    expect(await assignmentMail(ivy.email)).toEqual([]);

    const deputy = await deputyAdmin();
    expect((await request({ previewId: preview.body.previewId, apply: true }, deputy.token)).status).toBe(403);

    const sent = await request({ previewId: preview.body.previewId, apply: true });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toMatch(new RegExp(`^Ivy Late is asked to review ${paperId} by .+, and assigned to it\\.$`));
    const assigned = (await paper()).reviewers.find((assignment) => assignment.reviewerId === ivy.record);
    expect(assigned?.dueAt).toBe(new Date(dueAt).toISOString());
    const queued = await assignmentMail(ivy.email);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.mail.message.subject).toContain('urgent review request');
    expect(queued[0]?.mail.message.text).not.toContain(authorBlock().organization);

    const again = await request({ previewId: preview.body.previewId, apply: true });
    expect(again.status).toBe(409);
    expect(await assignmentMail(ivy.email)).toHaveLength(1);

    const audit = await call<{ entries: Array<{ action: string; reason: string | null }> }>('GET', `/api/admin/audit?action=review.emergency&target=paper:${paperId}`, { token: chair });
    expect(audit.body.entries).toEqual([expect.objectContaining({ action: 'review.emergency', reason: expect.stringContaining('Ivy Late asked at short notice') })]);

    // Ivy's dashboard shows the paper due at the request's date; she is no longer a candidate.
    await setPasswordThroughLink(ivy.email, 'Ivy@2026late');
    const ivyToken = await loginAs('reviewer', ivy.email, 'Ivy@2026late');
    const mine = await call<{ papers: AssignedPaperView[] }>('GET', `/api/reviewers/assignedpapers?email=${encodeURIComponent(ivy.email)}`, { token: ivyToken });
    expect(mine.body.papers.find((item) => item.paperId === paperId)).toMatchObject({ dueAt: new Date(dueAt).toISOString(), timing: 'due' });
    expect((await candidates()).body.candidates.map((candidate) => candidate.id)).not.toContain(ivy.record);
  });

  it('refuses a preview sent after the overdue review came in, and writes nothing', async () => {
    const preview = await request({ reviewerId: sam.record, dueAt: inDays(5), preview: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect((await call('POST', '/api/reviews/submitReview', { token: rita.token, json: fullReview(paperId) })).status).toBe(200);
    const stale = await request({ previewId: preview.body.previewId, apply: true });
    expect([stale.status, stale.body.message]).toEqual([409, Messages.emergencyNotOverdue(paperId)]);
    expect((await paper()).reviewerIds).not.toContain(sam.record);
    expect(await assignmentMail(sam.email)).toEqual([]);
    expect((await candidates()).body.overdue).toEqual([]);
  });
});
