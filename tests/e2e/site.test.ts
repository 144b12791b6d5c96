// Browser journeys over the built SPA on the Hosting emulator: the public site (and its JavaScript
// budget), route guards, sign-in and logout for the three demo accounts, and the conference's identity as the chair changes it on
// Settings and the public pages show it, and the privacy notice with the data contact and periods the chair sets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { callPageRule, conference, defaultIdentity, Messages, periodError, type ConferenceIdentity, paperIdPrefixOf, builtEdition, type PageRule, type PageSize } from '@confsys/domain';
import { closeBrowser, gotoInteractive, launchBrowser, newPage, signIn, signInAsAdmin, submitLogin } from '../support/browser';
import { call, demo, loginAs, siteUrl, uniqueEmail } from '../support/emulator';
import { onlyMailTo } from '../support/mail';
import { adminAuth, db } from '../support/admin';
import { budgetedPublicPaths, describeScripts, publicScriptBudgetKb, recordScripts, scriptKb, type ScriptWeight } from '../support/pageWeight';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(() => closeBrowser(browser));

async function heading(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
}

/** Waits for the reviewer dashboard, greeting `name`. */
async function onReviewerDashboard(page: Page, name: string): Promise<void> {
  await page.waitForURL('**/reviewer');
  await expect.poll(() => heading(page)).toBe(`Welcome, ${name}`);
}

/** The form's Login button (the header's Login menu is another button). */
function loginButton(page: Page) {
  return page.getByRole('main').getByRole('button', { name: 'Login', exact: true });
}

/** The public information pages with their first heading; the build prerenders each to HTML. */
const publicPages = [
  ['/', defaultIdentity.title],
  ['/callforpapers', 'Call for Papers'],
  ['/confregisration', 'Registration Process'],
  ['/publication', 'Publication'],
  ['/venue', 'Venue & Accommodation'],
  ['/programme', 'Programme'],
  ['/committee', 'Organizing Committee'],
  ['/accessibility', 'Accessibility Statement'],
  ['/privacy', 'Privacy Notice'],
] as const;

/**
 * Opens a page: it shows its heading and footer, runs scripts, and none of them is Firebase or MUI, nor
 * calls the emulators. Gives the scripts it fetched, with their weight.
 */
async function expectPageWithoutFirebaseOrMui(path: string, title: string): Promise<ScriptWeight[]> {
  const page = await newPage(browser);
  const fetchedScripts = recordScripts(page);
  const backendCalls: string[] = [];
  page.on('request', (request) => {
    if (/:(9099|8080)\//.test(request.url())) backendCalls.push(request.url());
  });
  await page.goto(path);
  expect(await heading(page)).toContain(title);
  await expect.poll(() => page.getByRole('contentinfo').textContent()).toContain(`${new Date().getFullYear()}`);
  await page.waitForLoadState('networkidle');
  const scripts = await fetchedScripts();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some((script) => script.text.includes('identitytoolkit'))).toBe(false);
  expect(scripts.some((script) => script.text.includes('MuiButton'))).toBe(false);
  expect(backendCalls).toEqual([]);
  await page.context().close();
  return scripts;
}

/** The page's JavaScript is within the public pages' budget; a failure names the total and every file. */
function expectWithinBudget(path: string, scripts: readonly ScriptWeight[]): void {
  expect(scriptKb(scripts), describeScripts(path, scripts)).toBeLessThanOrEqual(publicScriptBudgetKb);
}

/** The sign-in and registration pages, prerendered as plain HTML forms, with their first heading. */
const signInPages = [
  ['/authorlogin', 'Author Login'],
  ['/reviewerlogin', 'Reviewer'],
  ['/adminlogin', 'Admin Login'],
  ['/authorregis', 'Author Registration'],
] as const;

describe('public site', () => {
  it.each(publicPages)(`%s shows its page without loading Firebase or MUI, in at most ${publicScriptBudgetKb} KB of JavaScript`, async (path, title) => {
    expectWithinBudget(path, await expectPageWithoutFirebaseOrMui(path, title));
  });

  it(`lists the past editions without loading Firebase or MUI, in at most ${publicScriptBudgetKb} KB of JavaScript`, async () => {
    expectWithinBudget('/editions', await expectPageWithoutFirebaseOrMui('/editions', 'Past editions'));
  });

  it('holds every public page of the benchmark to the budget', () => {
    expect([...publicPages.map(([path]) => path), '/editions'].sort()).toEqual([...budgetedPublicPaths].sort());
  });

  it.each(publicPages)('%s arrives as HTML with its content and hydrates without errors', async (path, title) => {
    const html = await (await fetch(siteUrl + path)).text();
    expect(html).toContain('class="pub-page');
    const noScript = await browser.newContext({ baseURL: siteUrl, javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    await staticPage.goto(path);
    expect(await heading(staticPage)).toContain(title);
    expect(await staticPage.title()).toContain(conference.shortName);
    await noScript.close();

    const page = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // A client-side navigation only works once the page is hydrated.
    const target = path === '/committee' ? 'Venue' : 'Committee';
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: target, exact: true }).click();
    await expect.poll(() => heading(page)).toContain(target === 'Venue' ? 'Venue & Accommodation' : 'Organizing Committee');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('serves the application shell, not a prerendered page, on other routes', async () => {
    const html = await (await fetch(`${siteUrl}/authordashboard`)).text();
    expect(html).toContain('<div id="root"></div>');
  });

  it.each(signInPages)('%s arrives as an HTML form and loads neither Firebase nor MUI before a login is sent', async (path, title) => {
    const html = await (await fetch(siteUrl + path)).text();
    expect(html).not.toContain('<div id="root"></div>');
    expect(html).toContain('<form');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    await expectPageWithoutFirebaseOrMui(path, title);
  });

  it('lists the ten topics on the call for papers, and links the template the guidelines name', async () => {
    const page = await newPage(browser);
    await page.goto('/callforpapers');
    for (const topic of conference.topics) {
      await expect.poll(() => page.getByText(topic, { exact: true }).count()).toBeGreaterThan(0);
    }
    // No placeholder: Download Template is a working link to IEEE's templates, in a new tab.
    const template = page.getByRole('link', { name: /^Download Template/ });
    expect(await template.getAttribute('href')).toBe('https://www.ieee.org/conferences/publishing/templates.html');
    expect(await template.getAttribute('target')).toBe('_blank');
    expect(await template.getAttribute('aria-disabled')).toBeNull();
    expect(await page.getByText('Template available soon.').count()).toBe(0);
    await page.context().close();
  });

  it("states the call's page rule once, as the chair set it for the proceedings, on the call and in the form's guidelines", async () => {
    const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
    const settings = (await call<Record<string, unknown>>('GET', '/api/admin/proceedings/settings', { token: chair })).body;
    const { saved: _saved, copyrightVersion: _version, ...kept } = settings;
    // Wider than the default 6 to 8, so camera-ready files made for the default still pass meanwhile.
    expect((await call('PUT', '/api/admin/proceedings/settings', { token: chair, json: { ...kept, minPages: 5, maxPages: 9 } })).status).toBe(200);
    try {
      const rule = { minPages: 5, maxPages: 9, pageSize: kept.pageSize as PageSize };
      expect((await call<{ pageRule: PageRule }>('GET', '/api/public/conference')).body.pageRule).toEqual(rule);
      const page = await newPage(browser);
      await page.goto('/callforpapers');
      await expect.poll(() => page.getByText(callPageRule(rule), { exact: true }).count()).toBe(1);
      expect(await page.getByText(/6-8 pages|6 to 8 pages/).count()).toBe(0);
      await page.context().close();
    } finally {
      expect((await call('PUT', '/api/admin/proceedings/settings', { token: chair, json: kept })).status).toBe(200);
    }
  });

  it('opens the Login menu from the keyboard and goes to the author login', async () => {
    const page = await newPage(browser);
    await gotoInteractive(page, '/');
    await page.getByRole('button', { name: /login/i }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Author' }).click();
    await page.waitForURL('**/authorlogin');
    await expect.poll(() => heading(page)).toBe('Author Login');
    await page.context().close();
  });

  it('fits a phone screen with a menu toggle', async () => {
    const page = await newPage(browser, { width: 360, height: 740 });
    await gotoInteractive(page, '/venue');
    const toggle = page.getByRole('button', { name: /menu/i });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('route guards', () => {
  it.each([
    ['/admin/papers', '/adminlogin'],
    ['/admindashboard', '/adminlogin'],
    ['/authordashboard', '/authorlogin'],
    ['/reviewer', '/reviewerlogin'],
  ])('send a signed-out visitor of %s to %s', async (path, login) => {
    const page = await newPage(browser);
    await page.goto(path);
    await page.waitForURL(`**${login}`);
    expect(new URL(page.url()).pathname).toBe(login);
    await page.context().close();
  });
});

describe('admin sign-in', () => {
  it('asks for both fields before sending anything', async () => {
    const page = await newPage(browser);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/login')) calls.push(request.url());
    });
    await page.goto('/adminlogin');
    await loginButton(page).click();
    await expect.poll(() => page.getByText('Username is required').count()).toBe(1);
    expect(await page.getByText('Password is required').count()).toBe(1);
    expect(calls).toEqual([]);
    await page.context().close();
  });

  it('shows the server message under both fields on a wrong password', async () => {
    const page = await newPage(browser);
    await signIn(page, '/adminlogin', 'admin', 'Wrong@2025', 'Username');
    await expect.poll(() => page.getByText('Invalid username or password.').count()).toBe(2);
    await page.context().close();
  });

  it('signs the demo admin in, remembers the page asked for, and logs out clearing storage', async () => {
    const page = await newPage(browser);
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/adminlogin');
    await submitLogin(page, demo.admin.username, demo.admin.password, 'Username');
    await page.waitForURL('**/admin/dashboard');
    await expect.poll(() => heading(page)).toBe('Welcome to the Admin Dashboard');
    expect(await page.getByRole('heading', { name: 'Dashboard Overview' }).count()).toBe(1);

    await page.evaluate(() => sessionStorage.setItem('probe', '1'));
    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    await page.goto('/admin/papers');
    await page.waitForURL('**/adminlogin');
    await page.context().close();
  });
});

describe('Forgot password and the account page', () => {
  it("reaches an admin through the site's message, whose code sets the new password in the dialog", async () => {
    const email = uniqueEmail('admin-forgot');
    const { uid } = await adminAuth.createUser({ email, password: 'Initial@2025', displayName: 'Second Admin', emailVerified: true });
    await adminAuth.setCustomUserClaims(uid, { role: 'admin' });
    await db.collection('users').doc(uid).set({ uid, role: 'admin', name: 'Second Admin', email, createdAt: new Date().toISOString() });
    const page = await newPage(browser);
    await page.goto('/adminlogin');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.locator('input[name=newPassword]').fill('Renewed@2025');
    await dialog.getByRole('button', { name: 'Send reset code' }).click();
    await expect.poll(() => dialog.getByText(Messages.resetCodeSent(email)).count()).toBe(1);
    const message = await onlyMailTo(email, 'reset your password');
    const code = /^Code: (\S+)$/m.exec(message.text)?.[1];
    expect(code, message.text).toBeDefined();
    await dialog.getByLabel('Reset code').fill(code!);
    await dialog.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => dialog.getByText(Messages.passwordUpdated).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await submitLogin(page, email, 'Renewed@2025', 'Username');
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await page.context().close();
  });

  it('verifies an address through the link of a new verification message, once', async () => {
    const { reviewerAccount } = await import('../support/world');
    const reviewer = await reviewerAccount('unverified', false);
    expect((await call('POST', '/api/me/verification', { token: reviewer.token })).status).toBe(200);
    const message = await onlyMailTo(reviewer.email, 'verify your email address');
    const href = /<a href="([^"]+)">Verify my email address<\/a>/.exec(message.html)?.[1]?.replace(/&amp;/g, '&');
    expect(new URL(href!).searchParams.get('mode')).toBe('verifyEmail');
    const page = await newPage(browser);
    await page.goto(href!);
    const main = page.getByRole('main');
    // Opening the link changes nothing (a mail scanner may open it): the owner confirms.
    await expect.poll(() => main.getByRole('button', { name: 'Verify my email address' }).count()).toBe(1);
    expect((await adminAuth.getUserByEmail(reviewer.email)).emailVerified).toBe(false);
    await main.getByRole('button', { name: 'Verify my email address' }).click();
    await expect.poll(() => main.getByText(Messages.emailVerified).count()).toBe(1);
    expect((await adminAuth.getUserByEmail(reviewer.email)).emailVerified).toBe(true);
    expect(await main.getByRole('link', { name: 'Reviewer Login' }).count()).toBe(1);
    // The same link again: used.
    await page.goto(href!);
    await main.getByRole('button', { name: 'Verify my email address' }).click();
    await expect.poll(() => main.getByText(Messages.verificationLinkFailed).count()).toBe(1);
    await page.context().close();
  });

  it('says what to do with a link cut short, and refuses a made-up code', async () => {
    const page = await newPage(browser);
    await page.goto('/account/action?mode=resetPassword');
    const main = page.getByRole('main');
    await expect.poll(() => main.getByText(Messages.accountLinkIncomplete).count()).toBe(1);
    expect(await main.getByRole('link', { name: 'Reviewer Login' }).count()).toBe(1);
    await page.goto('/account/action?mode=resetPassword&oobCode=made-up&role=author');
    await main.getByLabel('Email').fill(demo.author.email);
    await main.locator('input[name=newPassword]').fill('Hijack@2025');
    await main.getByRole('button', { name: 'Set password' }).click();
    await expect.poll(() => main.getByText(Messages.invalidResetCode).count()).toBe(1);
    await page.context().close();
  });
});

describe('reviewer and author sign-in', () => {
  it('signs the demo reviewer in to the reviewer dashboard', async () => {
    const page = await newPage(browser);
    await signIn(page, '/reviewerlogin', demo.reviewer.email, demo.reviewer.password, 'Email');
    await onReviewerDashboard(page, 'Demo Reviewer');
    await page.context().close();
  });

  it('signs the demo author in to their own dashboard and out again', async () => {
    const page = await newPage(browser);
    await signIn(page, '/authorlogin', demo.author.email, demo.author.password, 'Email');
    await page.waitForURL(/\/authordashboard\/\w+$/);
    const authorId = new URL(page.url()).pathname.split('/').pop();
    expect(await page.evaluate(() => localStorage.getItem('authorId'))).toBe(authorId);
    await expect.poll(() => heading(page)).toBe('Welcome, Demo Author');
    await expect.poll(() => page.getByText('No submissions yet.').count()).toBe(1);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/authorlogin');
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
    await page.context().close();
  });

  it('registers a reviewer with a name and an email; the emailed link is where the password is set', async () => {
    const email = uniqueEmail('newreviewer');
    const page = await newPage(browser);
    await page.goto('/reviewerlogin');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('tabpanel');
    expect(await form.locator('input[type=password]').count()).toBe(0);
    await form.getByLabel('Name').fill('Nadia Newcomer');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByText(`Registration successful! We sent a link to ${email}: open it to set your password, then log in here.`).count()).toBe(1);

    // The site's message links its account page, which sets the password and leads to the sign-in.
    const message = await onlyMailTo(email, 'set your password');
    const href = /<a href="([^"]+)">Set my password<\/a>/.exec(message.html)?.[1]?.replace(/&amp;/g, '&');
    expect(new URL(href!).pathname).toBe('/account/action');
    await page.goto(href!);
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(email);
    await main.locator('input[name=newPassword]').fill('Nadia@2025');
    await main.getByRole('button', { name: 'Set password' }).click();
    await expect.poll(() => main.getByText(Messages.passwordUpdated).count()).toBe(1);
    await main.getByRole('link', { name: 'Reviewer Login' }).click();
    await page.waitForURL('**/reviewerlogin');

    await submitLogin(page, email, 'Nadia@2025', 'Email');
    await onReviewerDashboard(page, 'Nadia Newcomer');
    await page.context().close();
  });

  it('refuses an author on the reviewer screen', async () => {
    const page = await newPage(browser);
    await signIn(page, '/reviewerlogin', demo.author.email, demo.author.password, 'Email');
    await expect.poll(() => page.getByText('This account is not registered as a reviewer.').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/reviewerlogin');
    await page.context().close();
  });
});

describe('security headers', () => {
  it.each(['/', '/callforpapers', '/adminlogin', '/authordashboard', '/favicon.svg'])('%s is sent with the CSP, framing, sniffing, referrer and permissions policies', async (path) => {
    const response = await fetch(siteUrl + path);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    // Scripts from the site only, and reCAPTCHA's (App Check's provider in production), by path.
    expect(csp).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;");
    expect(csp).toMatch(/connect-src [^;]*https:\/\/content-firebaseappcheck\.googleapis\.com/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('keeps API answers and files from being framed or sniffed', async () => {
    const response = await fetch(`${siteUrl}/api/healthcheck`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves no inline script on the prerendered pages', async () => {
    for (const [path] of publicPages) {
      const html = await (await fetch(siteUrl + path)).text();
      expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [], path).toEqual([]);
    }
  });

  it('cannot be framed by another site', async () => {
    // A page of its own, outside newPage: the refusal it provokes is the point, not a violation of ours.
    const page = await browser.newPage();
    try {
      await page.setContent(`<iframe src="${siteUrl}/adminlogin" title="framed"></iframe>`);
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      await expect.poll(() => frame?.url()).toMatch(/^chrome-error:|^about:blank$/);
      expect(await frame?.locator('text=Login').count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});

/** The identity as stored now, read past any cache (the server ignores the parameter). */
/** The PUTs a page sends to an API path, listed as they go: a test counts the saves a form made. */
function putsTo(page: Page, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith(path)) sent.push(request.url());
  });
  return sent;
}

/** Signs the chair in on a page and opens one section of the Settings screen. */
async function settingsSection(chair: Page, name: string) {
  await signInAsAdmin(chair);
  await chair.goto(`/admin/profile?section=${name.toLowerCase()}`);
  return chair.getByRole('region', { name, exact: true });
}

async function storedIdentity(): Promise<ConferenceIdentity> {
  const answer = await call<{ conference: ConferenceIdentity }>('GET', `/api/public/conference?fresh=${Date.now()}`);
  expect(answer.status).toBe(200);
  return answer.body.conference;
}

describe("the conference's identity", () => {
  it('is changed by the chair on Settings and shown by the public Committee and Venue pages; an empty venue is refused under its field', async () => {
    const before = await storedIdentity();
    // The fifth group of the edition's committee, whose first member the chair renames.
    const members = before.committee.findIndex((group) => group.role === 'Committee Members');
    const member = before.committee[members]?.people[0]?.name;
    expect(member).toBeDefined();
    const stamp = Date.now().toString(36);
    const renamed = `Dr. A. Ramesh Kumar ${stamp}`;
    const venue = `Convention Centre ${stamp}, Western Ghats University, Coimbatore 641 046.`;

    const chair = await newPage(browser, { width: 1366, height: 900 });
    const saves = putsTo(chair, '/api/admin/conference');
    try {
      const form = await settingsSection(chair, 'Conference');
      // The committee's long list is folded under its heading, saying what it holds.
      await form.getByRole('button', { name: /^Show the organising committee \(\d+ groups?, \d+ (person|people)\)$/ }).click();
      const group = form.getByRole('group', { name: 'Committee Members', exact: true });
      const name = group.getByRole('group', { name: 'Person 1 of Committee Members', exact: true }).getByRole('textbox', { name: 'Name' });
      const physical = form.getByRole('textbox', { name: 'Venue', exact: true });
      // The fields are disabled until the stored identity has replaced the edition's.
      await expect.poll(() => name.isEnabled()).toBe(true);
      expect(await name.inputValue()).toBe(member);
      expect(await form.getByText(`Edition: ${conference.shortName} · paper IDs ${paperIdPrefixOf(builtEdition)}-0001`).count()).toBe(1);
      expect(await group.getByRole('button', { name: `Remove ${member} from Committee Members` }).count()).toBe(1);

      await name.fill(renamed);
      await physical.fill(venue);
      await form.getByRole('button', { name: 'Save conference' }).click();
      await expect.poll(() => form.getByRole('alert').filter({ hasText: Messages.conferenceSaved }).count()).toBe(1);
      const saved = await storedIdentity();
      expect(saved.committee[members]?.people[0]?.name).toBe(renamed);
      expect(saved.venue.physical).toBe(venue);
      expect(saves).toHaveLength(1);

      // A visitor in a browser of their own (the chair's keeps the public answer a minute, as browsers may).
      const visitor = await newPage(browser, { width: 1366, height: 900 });
      await visitor.goto('/committee');
      const committee = visitor.getByRole('region', { name: 'Committee Members', exact: true });
      await expect.poll(() => committee.getByText(renamed, { exact: true }).count()).toBe(1);
      expect(await committee.getByText(member!, { exact: true }).count()).toBe(0);
      await visitor.goto('/venue');
      await expect.poll(() => visitor.getByRole('main').getByText(venue, { exact: true }).count()).toBe(1);
      await visitor.context().close();

      // An empty venue: the schema's message under the field, and no request.
      await physical.fill('');
      await form.getByRole('button', { name: 'Save conference' }).click();
      await expect.poll(() => physical.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await physical.getAttribute('aria-describedby')) ?? '';
      expect(await chair.locator(`[id="${describedBy}"]`).textContent()).toBe('The venue is required.');
      expect(await form.getByRole('alert').filter({ hasText: 'Some fields need correcting' }).count()).toBe(1);
      expect(saves).toHaveLength(1);
      expect((await storedIdentity()).venue.physical).toBe(venue);
    } finally {
      await chair.context().close();
      const admin = await loginAs('admin', demo.admin.username, demo.admin.password);
      expect((await call('PUT', '/api/admin/conference', { token: admin, json: before })).status).toBe(200);
    }
  });
});

describe('the privacy notice', () => {
  it("shows the data contact and the periods the chair saves on Settings, linked from the footer; a period below the law's floor is refused under its field", async () => {
    const stamp = Date.now().toString(36);
    const contact = `Dr. Farah Qureshi ${stamp}`;
    const chair = await newPage(browser, { width: 1366, height: 900 });
    const saves = putsTo(chair, '/api/admin/privacy');
    try {
      const form = await settingsSection(chair, 'Privacy');
      const name = form.getByRole('textbox', { name: 'Name', exact: true });
      const invoices = form.getByRole('spinbutton', { name: 'Payments and tax invoices' });
      await expect.poll(() => name.isEnabled()).toBe(true);

      await name.fill(contact);
      await invoices.fill('60');
      await form.getByRole('spinbutton', { name: 'Rejected and withdrawn submissions' }).fill('3');
      await form.getByRole('button', { name: 'Save Privacy Settings' }).click();
      await expect.poll(() => invoices.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await invoices.getAttribute('aria-describedby')) ?? '';
      expect(await chair.locator(`[id="${describedBy}"]`).textContent()).toBe(periodError('invoices'));
      expect(saves).toEqual([]);

      await invoices.fill('84');
      await form.getByRole('button', { name: 'Save Privacy Settings' }).click();
      await expect.poll(() => form.getByRole('alert').filter({ hasText: Messages.privacySaved }).count()).toBe(1);
      expect(saves).toHaveLength(1);

      // A visitor in a browser of their own, from the home page's footer.
      const visitor = await newPage(browser, { width: 390, height: 844 });
      await visitor.goto('/');
      await visitor.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
      await expect.poll(() => heading(visitor)).toBe('Privacy Notice');
      const main = visitor.getByRole('main');
      await expect.poll(() => main.getByText(contact, { exact: false }).count()).toBe(1);
      const invoicesBlock = main.getByRole('region', { name: 'Payments and tax invoices' });
      expect(await invoicesBlock.textContent()).toContain('7 years from the due date of the annual return');
      expect(await invoicesBlock.textContent()).toContain('section 36');
      expect(await main.getByRole('region', { name: 'Rejected and withdrawn submissions' }).textContent()).toContain('3 months from the decision or the withdrawal');
      await visitor.context().close();
    } finally {
      await chair.context().close();
      await db.doc('config/privacy').delete();
    }
  });
});
