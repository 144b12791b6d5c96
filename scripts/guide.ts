// npm run guide: the screenshots of the chair's guide (docs/guide/images), taken from the running
// `npm start` as the demo chair sees each screen the guide opens, at 1280 x 900. A database with fewer
// than 200 papers is seeded first with 2,000 (npm run seed), so the screens show a conference under way.
//   npm start            (in another terminal; the demo accounts are there)
//   npm run guide
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { statSync } from 'node:fs';
import { Collections } from '@confsys/domain';
import { db } from '../functions/src/lib/admin';
import { settled } from '../tests/support/accessibility';
import { launchBrowser, newPage, signInAsAdmin } from '../tests/support/browser';
import { siteUrl } from '../tests/support/emulator';
import { guideFolder, guideScreens } from '../tests/support/guide';

const fewest = 200;
const seeded = 2_000;

if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('npm run guide photographs the emulator suite that npm start runs.');
const answer = await fetch(siteUrl).catch(() => null);
if (!answer?.ok) throw new Error(`Nothing answers at ${siteUrl}: start the site first (npm start), then run npm run guide.`);

const papers = (await db.collection(Collections.papers).count().get()).data().count;
if (papers < fewest) {
  console.log(`${papers} papers: seeding ${seeded} first (npm run seed -- --papers ${seeded}).`);
  const seed = spawnSync(join(import.meta.dirname, '../node_modules/.bin/tsx'), ['scripts/seed-data.ts', '--papers', String(seeded)], { cwd: join(import.meta.dirname, '..'), env: process.env, stdio: 'inherit' });
  if (seed.status !== 0) throw new Error('Seeding failed: no screenshots taken.');
}

const browser = await launchBrowser();
try {
  const page = await newPage(browser, { width: 1280, height: 900 });
  page.setDefaultTimeout(60_000);
  // tsx names the functions it compiles with a helper (__name) the page lacks; the checks handed to it call it.
  await page.context().addInitScript({ content: 'window.__name = (target) => target;' });
  await signInAsAdmin(page);
  for (const screen of guideScreens()) {
    await page.goto(screen.path);
    await settled(page);
    for (const image of screen.images) {
      const file = join(guideFolder, image);
      await page.screenshot({ path: file, type: 'jpeg', quality: 72 });
      console.log(`${screen.title} (${screen.path}) → docs/guide/${image}, ${Math.round(statSync(file).size / 1024)} KB`);
    }
  }
} finally {
  await browser.close();
}
process.exit(0);
