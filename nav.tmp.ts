import { chromium } from 'playwright-core';
import { settled } from './tests/support/accessibility';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: 'http://127.0.0.1:5000' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Performance.enable');
const metric = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
await page.goto('/adminlogin');
await page.getByRole('main').getByLabel('Username').fill('admin');
await page.locator('input[name=password]').fill('Admin@2025');
await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
await page.waitForURL('**/admindashboard');
await settled(page);
const routes = ['/admin/reviewers', '/admin/assignment', '/admin/comments', '/admin/publication', '/admin/email', '/admin/committee', '/admin/payments', '/admin/programme', '/admin/audit', '/admin/certificates', '/admindashboard'];
for (const mode of ['goto', 'push', 'goto', 'push']) {
  const before = await metric();
  const t = performance.now();
  for (const route of routes) {
    if (mode === 'goto') await page.goto(route);
    else await page.evaluate((path) => { history.pushState(null, '', path); dispatchEvent(new PopStateEvent('popstate')); }, route);
    await settled(page);
  }
  const after = await metric();
  console.log(mode, Math.round(performance.now() - t), 'ms; task', Math.round((after.TaskDuration - before.TaskDuration) * 1000), 'script', Math.round((after.ScriptDuration - before.ScriptDuration) * 1000), 'layout', Math.round((after.LayoutDuration - before.LayoutDuration) * 1000), 'style', Math.round((after.RecalcStyleDuration - before.RecalcStyleDuration) * 1000), 'h1', await page.locator('h1').first().textContent());
}
await browser.close();
