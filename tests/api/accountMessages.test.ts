// Account messages go through the site's own mail: the link that sets a new account's first password,
// Forgot password for every role, and a new verification link. Each is the conference's message in the
// outbox (on the Email screen with its delivery), arrives in the inbox, and links the site's account page
// with a code that works once, for its own address. Attacks kept: an unknown address answered as a known
// one, an inbox flooded through the form, a code used for another address or twice, a header injected
// through the address.
import { beforeAll, describe, expect, it } from 'vitest';
import { Messages, mailKindLabels, type MailDoc } from '@confsys/domain';
import { adminAuth, db } from '../support/admin';
import { call, demo, form, loginAs, newAuthor, resetCodes, siteUrl, uniqueEmail } from '../support/emulator';
import { pdfBytes } from '../support/files';
import { onlyMailTo, outboxFor, settled, type InboxMessage } from '../support/mail';
import { reviewerAccount, reviewerRecordFields } from '../support/world';

const resetPassword = (json: Record<string, unknown>) => call<{ success?: boolean; message: string; codeSent?: boolean }>('POST', '/api/authors/resetpassword', { json });

/** The account page a message links to, as the recipient's mail client shows it: from the HTML part's link. */
function linkIn(message: Pick<InboxMessage, 'html'>): URL {
  const href = /<a href="([^"]+\/account\/action\?[^"]+)">/.exec(message.html)?.[1];
  expect(href, 'a link to the account page in the HTML part').toBeDefined();
  return new URL(href!.replace(/&amp;/g, '&'));
}

/** The newest account message of a kind in the outbox for an address. */
async function outboxMessage(email: string, kind: MailDoc['kind']): Promise<{ id: string; mail: MailDoc }> {
  const found = (await outboxFor(email)).filter((entry) => entry.mail.kind === kind).sort((a, b) => a.mail.createdAt.localeCompare(b.mail.createdAt));
  expect(found.length, `a ${kind} message to ${email}`).toBeGreaterThan(0);
  return found.at(-1)!;
}

let chair: string;

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
});

describe('a new reviewer account', () => {
  it("gets the site's set-password message, whose link sets the password on the site's page and opens the account", async () => {
    const email = uniqueEmail('New.Reviewer');
    expect((await call('POST', '/api/reviewers/reviewerregister', { json: { name: 'Nadia Reviewer', email: email.toUpperCase() } })).status).toBe(201);

    const delivered = await onlyMailTo(email, 'set your password');
    expect(delivered.subject).toMatch(/^ICCS \d{4}: set your password$/);
    expect(delivered.text).toContain('Dear Nadia Reviewer,');
    expect(delivered.text).toContain('A reviewer account for');
    const link = linkIn(delivered);
    expect(`${link.origin}${link.pathname}`).toBe(`${siteUrl}/account/action`);
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('role')).toBe('reviewer');
    const code = link.searchParams.get('oobCode')!;
    // The same code is written out for the Reset Password dialog, and the sign-in page is linked.
    expect(delivered.text).toContain(`Code: ${code}`);
    expect(delivered.html).toContain(`href="${siteUrl}/reviewerlogin"`);

    // The outbox holds it, delivered, under its own kind: what the chair's Email screen lists.
    const queued = await outboxMessage(email, 'setPassword');
    expect((await settled(queued.id)).delivery.state).toBe('SUCCESS');
    expect(mailKindLabels[queued.mail.kind]).toBe('Account: link to set the first password');

    // The code sets the password once, for this address only.
    expect((await resetPassword({ email: uniqueEmail('other'), newPassword: 'Chosen@2025', code })).status).toBe(400);
    expect((await resetPassword({ email, newPassword: 'Chosen@2025', code })).status).toBe(200);
    const again = await resetPassword({ email, newPassword: 'Another@2025', code });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(Messages.invalidResetCode);
    expect((await adminAuth.getUserByEmail(email)).emailVerified).toBe(true);
    expect(await loginAs('reviewer', email, 'Chosen@2025')).toBeTruthy();
  });

  it('made by the chair for a new committee member is invited by the same message', async () => {
    const email = uniqueEmail('chair-added');
    const body = form(reviewerRecordFields({ name: 'Chair Added', email }), { profile: [await pdfBytes('Profile'), 'cv.pdf'] });
    const added = await call<{ invited: boolean }>('POST', '/api/admin/addreviewer', { token: chair, body });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.invited).toBe(true);
    const queued = await outboxMessage(email, 'setPassword');
    expect(queued.mail.message.subject).toMatch(/set your password$/);
  });
});

describe('Forgot password', () => {
  it.each([
    ['author', async () => newAuthor('forgetful')],
    ['reviewer', async () => reviewerAccount('forgetful', true)],
  ] as const)('works for the %s: the message arrives, its code sets the new password and ends the old sessions', async (role, make) => {
    const person = await make();
    // Revocation counts in whole seconds: a session is cut when it began before the second of the reset.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const answer = await resetPassword({ email: person.email, newPassword: 'Renewed@2025' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, codeSent: true, message: Messages.resetCodeSent(person.email) });
    const delivered = await onlyMailTo(person.email, 'reset your password');
    expect(delivered.text).toContain(`your ${role} account`);
    const link = linkIn(delivered);
    expect(link.searchParams.get('role')).toBe(role);
    expect((await resetPassword({ email: person.email, newPassword: 'Renewed@2025', code: link.searchParams.get('oobCode') })).status).toBe(200);
    expect((await call('GET', '/api/session', { token: person.token })).status).toBe(401);
    expect(await loginAs(role, person.email, 'Renewed@2025')).toBeTruthy();
  });

  it('works for an admin, who signs in with the new password', async () => {
    const email = uniqueEmail('second-admin');
    const uid = (await adminAuth.createUser({ email, password: 'Initial@2025', displayName: 'Second Admin', emailVerified: true })).uid;
    await adminAuth.setCustomUserClaims(uid, { role: 'admin' });
    await db.collection('users').doc(uid).set({ uid, role: 'admin', name: 'Second Admin', email, username: `admin-${uid.slice(0, 6).toLowerCase()}`, createdAt: new Date().toISOString() });
    expect((await resetPassword({ email, newPassword: 'Renewed@2025' })).status).toBe(200);
    const queued = await outboxMessage(email, 'passwordReset');
    expect(queued.mail.message.text).toContain('your admin account');
    const code = linkIn(queued.mail.message).searchParams.get('oobCode');
    expect(queued.mail.message.html).toContain(`href="${siteUrl}/adminlogin"`);
    expect((await resetPassword({ email, newPassword: 'Renewed@2025', code })).status).toBe(200);
    expect(await loginAs('admin', email, 'Renewed@2025')).toBeTruthy();
  });

  it('answers an unknown address as it answers a known one, and sends it nothing', async () => {
    const email = uniqueEmail('nobody');
    const answer = await resetPassword({ email, newPassword: 'Whatever@2025' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, codeSent: true, message: Messages.resetCodeSent(email) });
    expect(await outboxFor(email)).toEqual([]);
  });

  it('cannot flood an inbox: five messages an hour to an address, then 429 with Retry-After, for known and unknown addresses alike', async () => {
    const known = (await newAuthor('flooded')).email;
    const unknown = uniqueEmail('flooded-nobody');
    for (const email of [known, unknown]) {
      for (let sent = 0; sent < 5; sent += 1) expect((await resetPassword({ email, newPassword: 'Flood@2025' })).status).toBe(200);
      const refused = await resetPassword({ email: email.toUpperCase(), newPassword: 'Flood@2025' });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Several links were sent to this address in the last hour\. .* try again in (59|60) minutes\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    }
    expect((await outboxFor(known)).filter((entry) => entry.mail.kind === 'passwordReset')).toHaveLength(5);
    expect(await outboxFor(unknown)).toEqual([]);
    // A refused request is refused before Firebase Authentication is asked for a code.
    expect(await resetCodes(known)).toHaveLength(5);
  });

  it('refuses an address that would carry a header or a second recipient', async () => {
    for (const email of ['victim@example.test\r\nBcc: all@example.test', 'a@example.test, b@example.test']) {
      const answer = await resetPassword({ email, newPassword: 'Inject@2025' });
      expect(answer.status).toBe(400);
    }
  });
});

describe('a new verification link', () => {
  it('goes to an unverified address through the outbox, linking the account page; a verified one is told so', async () => {
    const unverified = await reviewerAccount('unverified', false);
    const answer = await call<{ message: string }>('POST', '/api/me/verification', { token: unverified.token });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(Messages.verificationLinkSent(unverified.email));
    const delivered = await onlyMailTo(unverified.email, 'verify your email address');
    const link = linkIn(delivered);
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    expect(link.searchParams.get('role')).toBe('reviewer');

    const verified = await reviewerAccount('verified', true);
    const told = await call<{ message: string }>('POST', '/api/me/verification', { token: verified.token });
    expect(told.body.message).toBe(Messages.emailAlreadyVerified);
    expect((await outboxFor(verified.email)).filter((entry) => entry.mail.kind === 'emailVerification')).toEqual([]);
    expect((await call('POST', '/api/me/verification', {})).status).toBe(401);
  });
});

describe("the account messages in the chair's words", () => {
  const words = (body: string) => ({ subject: 'Your {{account.kind}} at {{conference.acronym}}', body });

  it('refuse words without the link, send the next reset in the words kept, with a link and a code that work, and come back when restored', async () => {
    const editReset = (json: unknown) => call<{ errors?: Record<string, string> }>('PUT', '/api/admin/mail-messages/account.passwordReset', { token: chair, json });
    const refused = await editReset(words('Dear {{name}}, use the code {{account.code}}.'));
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.body).toBe('The body must keep {{link.account}}: without it, the password reset message cannot do its work.');
    // A field of another message is refused too: the decision's comments are not in an account message.
    expect((await editReset(words('{{link.account}} {{decision.comments}}'))).status).toBe(400);

    expect((await editReset(words('Dear {{name}},\n\nChoose a new password here: {{link.account}}\n\nOr enter {{account.code}} on {{link.signIn}}.'))).status).toBe(200);
    try {
      const author = await newAuthor('chairswords');
      expect((await resetPassword({ email: author.email, newPassword: 'Chosen@2026' })).status).toBe(200);
      const delivered = await onlyMailTo(author.email, 'Your author account at');
      expect(delivered.subject).toMatch(/^ICCS \d{4}: Your author account at ICCS \d{4}$/);
      const link = linkIn(delivered);
      expect(`${link.origin}${link.pathname}`).toBe(`${siteUrl}/account/action`);
      const code = link.searchParams.get('oobCode')!;
      expect(delivered.text).toContain(`Or enter ${code} on ${siteUrl}/authorlogin.`);
      expect((await outboxMessage(author.email, 'passwordReset')).mail.message.subject).toMatch(/Your author account at/);
      expect((await resetPassword({ email: author.email, newPassword: 'Chosen@2026', code })).status).toBe(200);
      expect(await loginAs('author', author.email, 'Chosen@2026')).toBeTruthy();
    } finally {
      expect((await call('DELETE', '/api/admin/mail-messages/account.passwordReset', { token: chair })).status).toBe(200);
    }
    const after = await newAuthor('defaultwords');
    expect((await resetPassword({ email: after.email, newPassword: 'Chosen@2026' })).status).toBe(200);
    expect((await onlyMailTo(after.email, 'reset your password')).text).toContain('Someone, probably you, asked to reset the password of your author account.');
  });
});
