// Recruiting the committee in the browser: the chair pastes a pool of 30 people (one a duplicate, one an
// address that is not one), previews and sends the invitations; one invitee accepts with a reduced load
// and a topic, one declines suggesting a colleague, one accepts under another address after proving it
// with the code sent there; the one who accepted sets a password through the site's set-password message
// and signs in; the chair's list shows each answer and the suggestion, and the capacity view
// names the shortfall per topic. The links come from the messages MailDev received.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Messages } from '@confsys/domain';
import { chairPage, closeBrowser, launchBrowser, newPage, submitLogin } from '../support/browser';
import { uniqueEmail } from '../support/emulator';
import { onlyMailTo } from '../support/mail';

let browser: Browser;
let chair: Page;
const tag = Date.now().toString(36);
const pool = Array.from({ length: 30 }, (_, at) => ({ name: `Invitee ${tag} ${at + 1}`, email: uniqueEmail(`invitee${at + 1}`) }));
const otherAddress = uniqueEmail('otheraddress');
const colleague = { name: 'Suggested Colleague', email: uniqueEmail('colleague') };

/** The invitation link a person received, as a path of the site. */
async function linkOf(email: string): Promise<string> {
  const message = await onlyMailTo(email, 'invitation to the programme committee');
  const link = /(\/invitations\/[A-Za-z0-9_-]{43})/.exec(message.text)?.[1];
  expect(link, message.text).toBeDefined();
  return link!;
}

beforeAll(async () => {
  browser = await launchBrowser();
  chair = await chairPage(browser);
});

afterAll(() => closeBrowser(browser));

describe('recruiting the committee', () => {
  it('the chair previews a pool of 30 and sends exactly the invitations it shows', async () => {
    await chair.goto('/admin/committee');
    const invite = chair.getByRole('region', { name: 'Invite' });
    // The second person's row gives a topic of the call and a load of their own.
    const lines = [
      ...pool.map((person, at) => (at === 1 ? `${person.name},${person.email},CUSAT,robotics and automation,4` : `${person.name},${person.email},CUSAT,Security,`)),
      `${pool[0]!.name},${pool[0]!.email.toUpperCase()},CUSAT,,`,
      'Nobody,not-an-address,,,',
    ];
    await invite.getByLabel('Pool (CSV: name, email, affiliation, topics, load)').fill(['name,email,affiliation,topics,load', ...lines].join('\n'));
    await invite.getByLabel('Your message').fill('Please join our committee.');
    await invite.getByLabel('Most papers per reviewer').fill('6');
    await invite.getByRole('button', { name: 'Preview invitations' }).click();
    const dialog = chair.getByRole('dialog', { name: 'Invitations: preview' });
    const rows = dialog.getByRole('table', { name: 'Preview per person' }).getByRole('row');
    await expect.poll(() => rows.filter({ hasText: 'Will be sent' }).count()).toBe(30);
    expect(await rows.filter({ hasText: pool[1]!.email }).textContent()).toMatch(/at most 4 papers, answering by \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(await rows.filter({ hasText: pool[2]!.email }).textContent()).toContain('at most 6 papers');
    expect(await rows.filter({ hasText: 'Skipped' }).count()).toBeGreaterThanOrEqual(1);
    await dialog.getByRole('button', { name: 'Send 30 invitations' }).click();
    await expect.poll(() => chair.getByRole('dialog', { name: 'Invitations: what was sent' }).getByRole('row').filter({ hasText: 'Sent' }).count()).toBe(30);
    await chair.getByRole('dialog', { name: 'Invitations: what was sent' }).getByRole('button', { name: 'Close' }).click();
  });

  it('one invitee accepts with a reduced load and a topic', async () => {
    const page = await newPage(browser);
    await page.goto(await linkOf(pool[1]!.email));
    await expect.poll(() => page.getByText('Please join our committee.').count()).toBe(1);
    // The pool's load is the most asked of them, and its topic is ticked to begin with.
    expect(await page.getByLabel('Papers you can review').inputValue()).toBe('4');
    expect(await page.getByRole('checkbox', { name: 'Robotics and Automation' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(1);
    await page.getByLabel('Papers you can review').fill('9');
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect.poll(() => page.getByText('Choose a load from 1 to 4 papers').count()).toBe(1);
    await page.getByLabel('Papers you can review').fill('2');
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'you are on the committee' }).count()).toBe(1);
    // The link, used again, says it was answered.
    await page.reload();
    await expect.poll(() => page.getByRole('alert').count()).toBe(1);

    // The set-password message arrives; its link opens the site's page, where the invitee sets the password and goes on to sign in.
    const message = await onlyMailTo(pool[1]!.email, 'set your password');
    const href = /<a href="([^"]+\/account\/action\?[^"]+)">Set my password<\/a>/.exec(message.html)?.[1];
    expect(href, message.html).toBeDefined();
    await page.goto(href!.replace(/&amp;/g, '&'));
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe('Set your password');
    await page.getByRole('main').getByLabel('Email').fill(pool[1]!.email);
    await page.locator('input[name=newPassword]').fill('Invitee@2025');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect.poll(() => page.getByText(Messages.passwordUpdated).count()).toBe(1);
    await page.getByRole('link', { name: 'Reviewer Login' }).click();
    await submitLogin(page, pool[1]!.email, 'Invitee@2025', 'Email');
    await page.waitForURL((url) => url.pathname === '/reviewer');
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toContain(pool[1]!.name);
    await page.context().close();
  });

  it('one declines suggesting a colleague, and one accepts under another address after proving it', async () => {
    const declining = await newPage(browser);
    await declining.goto(await linkOf(pool[2]!.email));
    await declining.getByLabel('Reason (optional)').fill('On sabbatical this year');
    await declining.getByRole('button', { name: 'Suggest a colleague' }).click();
    await declining.getByLabel('Colleague 1: name').fill(colleague.name);
    await declining.getByLabel('Colleague 1: email').fill(colleague.email);
    await declining.getByRole('button', { name: 'Decline the invitation' }).click();
    await expect.poll(() => declining.getByRole('status').count()).toBe(1);
    await declining.context().close();

    const moving = await newPage(browser);
    await moving.goto(await linkOf(pool[3]!.email));
    await moving.getByLabel(/Accept under another address/).check();
    await moving.getByRole('textbox', { name: 'Other address' }).fill(otherAddress);
    await moving.getByLabel('Code').fill('000000');
    await moving.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect.poll(() => moving.getByRole('alert').count()).toBe(1);
    await moving.getByRole('button', { name: 'Send a code' }).click();
    const message = await onlyMailTo(otherAddress, 'code');
    const code = /\b(\d{6})\b/.exec(message.text)?.[1];
    expect(code).toBeDefined();
    await moving.getByLabel('Code').fill(code!);
    await moving.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect.poll(() => moving.getByRole('status').filter({ hasText: 'you are on the committee' }).count()).toBe(1);
    await moving.context().close();
  });

  it("shows each answer in the chair's list, the suggested colleague, and the shortfall per topic", async () => {
    await chair.reload();
    const list = chair.getByRole('region', { name: 'Invitations' });
    // Each invitee searched by their own address: the pool is more than a page, and its expiry times tie.
    const searched = async (email: string) => {
      await list.getByLabel('Search name or email').fill(email);
      await list.getByRole('button', { name: 'Show' }).click();
      return list.getByRole('table', { name: 'Invitations' }).getByRole('row').filter({ hasText: email });
    };
    const accepted = await searched(pool[1]!.email);
    await expect.poll(() => accepted.textContent()).toContain('Accepted 2 papers');
    const declined = await searched(pool[2]!.email);
    await expect.poll(() => declined.textContent()).toContain('Declined: On sabbatical this year');
    await expect.poll(() => list.getByRole('table', { name: 'Suggested colleagues' }).getByRole('row').filter({ hasText: colleague.email }).count()).toBe(1);
    const moved = await searched(pool[3]!.email);
    await expect.poll(() => moved.textContent()).toContain(`as ${otherAddress}`);
    const capacity = chair.getByRole('region', { name: 'Capacity', exact: true });
    await expect.poll(() => capacity.getByRole('table', { name: 'Capacity per topic' }).getByRole('row').count()).toBeGreaterThan(1);
    // Short or covered, by what the other files of the run submitted: either way a sentence says which.
    expect(await capacity.textContent()).toMatch(/reviews needed, \d+ offered|loads cover the reviews needed/);
  });
});
