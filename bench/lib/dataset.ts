// Brings the benchmark's database to a given number of papers with the seeding command, and gives the
// demo author and the demo reviewer what a typical seeded author and reviewer have, through the API.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Collections, PaperStatus } from '@confsys/domain';
import { db } from '../../functions/src/lib/admin';
import { root } from '../../scripts/lib/emulators.mjs';
import { call, demo, form, loginAs } from '../../tests/support/emulator';
import { pdfBytes, words } from '../../tests/support/files';
import { pool } from './numbers';

const tsx = join(root, 'node_modules/.bin/tsx');
/** The demo reviewer's record (scripts/seed-demo.ts); the account sees the papers assigned to it. */
const demoReviewerRecord = 'demo-reviewer';
/** A seeded author has about three papers (scripts/seed-data.ts makes one author per three papers). */
const demoAuthorPapers = 3;
/**
 * What a reviewer has in a data set seeded in one go: 65% of the papers have a reviewer (all but the
 * submitted ones), spread over 40 reviewers (scripts/seed-data.ts).
 */
const reviewerShare = (papers: number) => Math.round((0.65 * papers) / 40);

export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [script, ...args], { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} ${args.join(' ')} failed (exit code ${code})`))));
  });
}

const count = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;

export const paperCount = () => count(db.collection(Collections.papers));

export async function seedDemoAccounts(env: NodeJS.ProcessEnv): Promise<void> {
  await runScript('scripts/seed-demo.ts', [], env);
}

/** Seeds papers until the database holds `target` (seeding only adds; a larger database stays as it is). */
export async function seedTo(target: number, env: NodeJS.ProcessEnv): Promise<number> {
  const missing = target - (await paperCount());
  if (missing > 0) {
    console.log(`\nSeeding ${missing} papers (to ${target})...`);
    await runScript('scripts/seed-data.ts', ['--papers', String(missing)], env);
  }
  return paperCount();
}

/**
 * The demo accounts hold no seeded papers: submit the demo author's few papers, and assign the demo
 * reviewer as many papers as a seeded reviewer has in a data set of this size, so the dashboards grow
 * with the data set as a real reviewer's would.
 */
export async function topUpDemoAccounts(size: number): Promise<{ authorPapers: number; reviewerPapers: number }> {
  const author = await loginAs('author', demo.author.email, demo.author.password);
  const authorUid = JSON.parse(Buffer.from(author.split('.')[1]!, 'base64url').toString('utf8')).user_id as string;
  const authorHas = await count(db.collection(Collections.manuscripts).where('authorId', '==', authorUid));
  const file = await pdfBytes('Demo manuscript');
  for (let index = authorHas; index < demoAuthorPapers; index++) {
    const authors = [{ name: demo.author.name, email: demo.author.email, organization: 'Demo Institute of Technology', phone: '9876543210', gender: 'Female', state: 'Tamil Nadu', country: 'India' }];
    const answer = await call('POST', '/api/authors/submit', {
      token: author,
      body: form({ authorsDetails: JSON.stringify(authors), title: `Demo paper ${index + 1}`, abstract: words(160), keywords: 'demo, papers, for, benchmarks' }, { file: [file, 'paper.pdf', 'application/pdf'] }),
    });
    if (answer.status !== 201) throw new Error(`Submitting the demo author's paper failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }

  const papers = db.collection(Collections.papers);
  const demoHas = await count(papers.where('reviewerIds', 'array-contains', demoReviewerRecord));
  const wanted = Math.max(0, reviewerShare(size) - demoHas);
  if (wanted > 0) {
    const admin = await loginAs('admin', demo.admin.username, demo.admin.password);
    // Not the demo author's own papers: the demo accounts share the domain demo.test, a conflict of interest.
    const own = new Set((await db.collection(Collections.manuscripts).where('authorId', '==', authorUid).select().get()).docs.map((doc) => doc.id));
    const submitted = await papers.where('status', '==', PaperStatus.Submitted).limit(wanted + own.size).select().get();
    const candidates = submitted.docs.filter((doc) => !own.has(doc.id)).slice(0, wanted);
    await pool(candidates.length, 5, async (index) => {
      const paperId = candidates[index]!.id;
      const answer = await call('POST', '/api/admin/assignreviewer', { token: admin, json: { paperId, reviewerId: demoReviewerRecord } });
      if (answer.status !== 200) throw new Error(`Assigning ${paperId} to the demo reviewer failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    });
  }
  return {
    authorPapers: await count(db.collection(Collections.manuscripts).where('authorId', '==', authorUid)),
    reviewerPapers: await count(papers.where('reviewerIds', 'array-contains', demoReviewerRecord)),
  };
}
