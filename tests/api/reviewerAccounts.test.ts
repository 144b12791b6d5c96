// Reviewer accounts only their owner can use. Registering takes a name and an email, and the password
// is set through the link emailed to that address; an admin's new reviewer record invites the address
// the same way. The takeover this prevents: someone registers another person's address with a password
// of their own, the admin assigns a paper to that address, the owner verifies it, and the registrant's
// password opens the paper.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, db } from '../support/admin';
import { call, demo, form, loginAs, newAuthor, newReviewer, oobCodes, resetCodes, setPasswordThroughLink, uniqueEmail } from '../support/emulator';
import { pdfBytes } from '../support/files';
import { reviewerAccount, reviewerRecordFields, submitManuscript } from '../support/world';
import { secureUnprovenReviewerAccounts } from '../../scripts/lib/reviewerAccounts';

let chair: string;
let author: string;

// Revocation counts in whole seconds: a session is cut when it began before the second of the
// revocation, as every real earlier session did.
const aSecondLater = () => new Promise((resolve) => setTimeout(resolve, 1100));

const reviewerLogin = (email: string, password: string) =>
  call<{ message: string; reviewer?: { name: string; email: string } }>('POST', '/api/reviewers/reviewerlogin', { json: { email, password } });

async function addRecord(email: string, name = 'Invited Reviewer') {
  const answer = await call<{ id: string; invited: boolean; message: string }>('POST', '/api/admin/addreviewer', {
    token: chair,
    body: form(reviewerRecordFields({ name, email }), { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** A new paper assigned to the record; returns its ID. */
async function assignedPaper(recordId: string): Promise<string> {
  const paperId = await submitManuscript(author);
  const assigned = await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: recordId } });
  expect(assigned.status).toBe(200);
  return paperId;
}

async function assignedPaperIds(token: string, email: string): Promise<string[]> {
  const answer = await call<{ papers: Array<{ paperId: string }> }>('GET', `/api/reviewers/assignedpapers?email=${encodeURIComponent(email)}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.papers.map((paper) => paper.paperId);
}

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  author = (await newAuthor('assigning')).token;
});

describe('self-registration', () => {
  it('takes a name and an email, and emails the link where the owner sets the password', async () => {
    const email = uniqueEmail('alice');
    const created = await call<{ message: string }>('POST', '/api/reviewers/reviewerregister', { json: { name: 'Alice Reviewer', email } });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(`Registration successful! We sent a link to ${email}: open it to set your password, then log in here.`);
    const user = await adminAuth.getUserByEmail(email);
    expect(user.customClaims).toEqual({ role: 'reviewer' });
    expect(user.emailVerified).toBe(false);
    expect(await resetCodes(email)).toHaveLength(1);

    await setPasswordThroughLink(email, 'Chosen@2025');
    expect((await adminAuth.getUser(user.uid)).emailVerified).toBe(true);
    const login = await reviewerLogin(email, 'Chosen@2025');
    expect(login.status).toBe(200);
    expect(login.body.reviewer).toEqual({ name: 'Alice Reviewer', email });
  });

  it('ignores a password sent with the registration: it never opens the account', async () => {
    const email = uniqueEmail('typed');
    const created = await call('POST', '/api/reviewers/reviewerregister', { json: { name: 'Typed', email, password: 'Typed@2025', confirmPassword: 'Typed@2025' } });
    expect(created.status).toBe(201);
    const login = await reviewerLogin(email, 'Typed@2025');
    expect(login.status).toBe(401);
    expect(login.body.message).toBe('Invalid email or password.');
  });

  it('refuses an address that already has an account', async () => {
    const answer = await call<{ message: string }>('POST', '/api/reviewers/reviewerregister', { json: { name: 'Again', email: demo.reviewer.email } });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('An account with this email already exists. Please log in.');
  });
});

describe('the takeover of a future reviewer', () => {
  it('fails: the registrant never gets in, and the owner of the address sees the paper', async () => {
    const victim = uniqueEmail('victim');
    const attackerPassword = 'Mine@2025';
    // 1. Someone registers the victim's address, with a password of their own.
    expect((await call('POST', '/api/reviewers/reviewerregister', { json: { name: 'Victim', email: victim, password: attackerPassword, confirmPassword: attackerPassword } })).status).toBe(201);
    // 2. The admin adds a record with that address and assigns a paper to it.
    const record = await addRecord(victim, 'Victim Reviewer');
    expect(record.invited).toBe(false); // the account exists; its set-password link went out at registration
    const paperId = await assignedPaper(record.id);
    // 3. The registrant tries the password, a forged code, and registering again.
    expect((await reviewerLogin(victim, attackerPassword)).status).toBe(401);
    const forged = await call<{ message: string }>('POST', '/api/authors/resetpassword', { json: { email: victim, newPassword: attackerPassword, code: 'guessed-code' } });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('The reset code is invalid or has expired. Request a new one.');
    // A code issued for the registrant's own address does not fit the victim's.
    const own = uniqueEmail('attacker');
    await call('POST', '/api/reviewers/reviewerregister', { json: { name: 'Attacker', email: own } });
    const ownCode = (await resetCodes(own)).at(-1)!.oobCode;
    expect((await call('POST', '/api/authors/resetpassword', { json: { email: victim, newPassword: attackerPassword, code: ownCode } })).status).toBe(400);
    expect((await call('POST', '/api/reviewers/reviewerregister', { json: { name: 'Victim', email: victim } })).status).toBe(409);
    expect((await reviewerLogin(victim, attackerPassword)).status).toBe(401);
    // 4. The owner opens the emailed link and sets a password; the paper is theirs, and still not the registrant's.
    await setPasswordThroughLink(victim, 'Owner@2025');
    const owner = await loginAs('reviewer', victim, 'Owner@2025');
    expect(await assignedPaperIds(owner, victim)).toEqual([paperId]);
    expect((await reviewerLogin(victim, attackerPassword)).status).toBe(401);
  });
});

describe("the admin's new reviewer record", () => {
  it('invites an address without an account: the link sets the password, and the assigned paper is there', async () => {
    const email = uniqueEmail('invited');
    const record = await addRecord(email, 'Invited Reviewer');
    expect(record).toMatchObject({ success: true, message: 'Reviewer added successfully!', invited: true });
    const user = await adminAuth.getUserByEmail(email);
    expect(user.customClaims).toEqual({ role: 'reviewer' });
    expect(user.emailVerified).toBe(false);
    expect((await db.collection('users').doc(user.uid).get()).data()).toMatchObject({ role: 'reviewer', name: 'Invited Reviewer', email });
    const paperId = await assignedPaper(record.id);

    await setPasswordThroughLink(email, 'Invited@2025');
    const token = await loginAs('reviewer', email, 'Invited@2025');
    expect(await assignedPaperIds(token, email)).toEqual([paperId]);
  });

  it('sends nothing to an address that already has an account', async () => {
    const reviewer = await newReviewer('existing');
    const before = (await oobCodes(reviewer.email)).length;
    const record = await addRecord(reviewer.email);
    expect(record.invited).toBe(false);
    expect((await oobCodes(reviewer.email)).length).toBe(before);
    expect((await reviewerLogin(reviewer.email, reviewer.password)).status).toBe(200);
  });
});

describe('accounts from before registration asked for the address first', () => {
  it('lose a password chosen at sign-up once the owner sets one through the link, with its sessions', async () => {
    const legacy = await reviewerAccount('legacy', false);
    expect((await call('GET', '/api/session', { token: legacy.token })).status).toBe(200);
    await aSecondLater();
    expect((await call('POST', '/api/authors/resetpassword', { json: { email: legacy.email, newPassword: 'Owner@2025' } })).status).toBe(200);
    await setPasswordThroughLink(legacy.email, 'Owner@2025');
    expect((await reviewerLogin(legacy.email, 'Review@123')).status).toBe(401);
    expect((await call('GET', '/api/session', { token: legacy.token })).status).toBe(401);
    expect((await adminAuth.getUser(legacy.uid)).emailVerified).toBe(true);
  });

  it('are secured by the one-off script: unverified reviewer passwords and sessions end, verified accounts keep working', async () => {
    const legacy = await reviewerAccount('unproven', false);
    const verified = await newReviewer('proven');
    const dryRun = await secureUnprovenReviewerAccounts(adminAuth, { dryRun: true });
    expect(dryRun).toContain(legacy.email);
    expect(dryRun).not.toContain(verified.email);
    expect((await reviewerLogin(legacy.email, 'Review@123')).status).toBe(200);
    await aSecondLater();

    expect(await secureUnprovenReviewerAccounts(adminAuth)).toContain(legacy.email);
    expect((await reviewerLogin(legacy.email, 'Review@123')).status).toBe(401);
    expect((await call('GET', '/api/session', { token: legacy.token })).status).toBe(401);
    expect((await reviewerLogin(verified.email, verified.password)).status).toBe(200);
    expect((await reviewerLogin(demo.reviewer.email, demo.reviewer.password)).status).toBe(200);
    // The owner still gets in, through Forgot password.
    await call('POST', '/api/authors/resetpassword', { json: { email: legacy.email, newPassword: 'Owner@2025' } });
    await setPasswordThroughLink(legacy.email, 'Owner@2025');
    expect((await reviewerLogin(legacy.email, 'Owner@2025')).status).toBe(200);
  });
});
