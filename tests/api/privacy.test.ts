// The data export (GET /api/me/data): a person downloads everything the product holds about them, and
// nothing about anybody else: an author's export names none of their paper's reviewers, a reviewer's
// names none of the paper's authors nor the other reviewer, and each export lists what it leaves out.
import { beforeAll, describe, expect, it } from 'vitest';
import { DocumentSchemas, type PersonalDataExport } from '@confsys/domain';
import { call, demo, loginAs, newAuthor } from '../support/emulator';
import { authorBlock, committeeReviewer, manuscriptFields, submitManuscript } from '../support/world';

let chair: string;
let author: { email: string; token: string };
let paperId: string;
let other: { email: string; token: string };
let otherPaper: string;
let first: Awaited<ReturnType<typeof committeeReviewer>>;
let second: Awaited<ReturnType<typeof committeeReviewer>>;

const coAuthor = authorBlock({ name: 'Ishani Varma', email: 'ishani.varma@export.example.org' });
const exported = (token: string) => call<PersonalDataExport>('GET', '/api/me/data', { token });

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  author = await newAuthor('exporter');
  other = await newAuthor('bystander');
  paperId = await submitManuscript(author.token, manuscriptFields({ authorsDetails: JSON.stringify([authorBlock({ email: author.email }), coAuthor]) }));
  otherPaper = await submitManuscript(other.token);
  first = await committeeReviewer(chair, 'exportfirst', { name: 'Reviewer Firstly' });
  second = await committeeReviewer(chair, 'exportsecond', { name: 'Reviewer Secondly' });
  const assigned = await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerIds: [first.record, second.record] } });
  expect(assigned.status).toBe(200);
}, 120_000);

describe('the data export', () => {
  it("holds an author's account, papers and messages, as an attachment, and none of the paper's reviewers", async () => {
    const answer = await exported(author.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="my-data.json"');
    const data = answer.body;
    expect(data.account).toMatchObject({ email: author.email, role: 'author' });
    expect(data.account.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(data.collections.users?.map((row) => row.id)).toEqual([data.account.uid]);
    expect(data.collections.manuscripts?.map((row) => row.id)).toEqual([paperId]);
    expect(data.collections.mail?.length).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    expect(text).toContain(coAuthor.email);
    for (const secret of [first.email, second.email, 'Reviewer Firstly', 'Reviewer Secondly', first.record, otherPaper, other.email]) expect(text).not.toContain(secret);
  });

  it("holds a reviewer's record and their own assignment, and none of the authors nor the other reviewer", async () => {
    const data = (await exported(first.token)).body;
    expect(data.account).toMatchObject({ email: first.email, role: 'reviewer' });
    expect(data.collections.reviewers?.map((row) => row.id)).toEqual([first.record]);
    expect(data.collections.papers).toEqual([{ id: paperId, data: { paperId, title: expect.any(String), assignments: [expect.objectContaining({ reviewerId: first.record, email: first.email })] } }]);
    const text = JSON.stringify(data);
    for (const secret of [author.email, coAuthor.email, coAuthor.name as string, second.email, 'Reviewer Secondly', second.record]) expect(text).not.toContain(secret);
  });

  it('places every collection: in the export, or in what it leaves out with the reason', async () => {
    const data = (await exported(other.token)).body;
    const placed = [...Object.keys(data.collections), ...Object.keys(data.notIncluded)].sort();
    expect(placed).toEqual(Object.keys(DocumentSchemas).sort());
    for (const why of Object.values(data.notIncluded)) expect(why.length).toBeGreaterThan(20);
  });

  it('is for a signed-in person only', async () => {
    expect((await call('GET', '/api/me/data')).status).toBe(401);
  });
});
