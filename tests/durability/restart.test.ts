// Stopping the suite mid-run: `npm start` runs on its own data and file directories while authors
// register, submit manuscripts and pay as fast as they can; Ctrl+C (SIGINT) arrives in the middle. After
// starting again, every account, paper, payment and file that was acknowledged is there, and no paper is
// half-written (every paper has its file and every file its paper).
// Runs after the other suites (scripts/test.mjs), when no other emulator suite holds the ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFeeTable } from '@confsys/domain';
import { root } from '../../scripts/lib/emulators.mjs';
import { authorForm, call, demo, form, loginAs, siteUrl } from '../support/emulator';
import { pdfBytes, pngBytes } from '../support/files';
import { manuscriptFields } from '../support/world';

const dataDir = mkdtempSync(join(tmpdir(), 'confsys-durability-data-'));
const filesDir = mkdtempSync(join(tmpdir(), 'confsys-durability-files-'));
process.env.FILE_STORE_DIR = filesDir;

let running: ChildProcess | null = null;
let output = '';

/** `npm start -- --no-build` on the test's own directories; resolves when the site answers. */
async function startSite(): Promise<ChildProcess> {
  output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: root,
    env: { ...process.env, EMULATOR_DATA_DIR: dataDir, FILE_STORE_DIR: filesDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not come up:\n${output.slice(-3000)}`)), 150_000);
    child.stdout!.on('data', () => {
      if (output.includes('The conference site is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output.slice(-3000)}`));
    });
  });
  running = child;
  await ready;
  return child;
}

/** Ctrl+C: resolves with the exit code once the data is saved and the suite is down. */
async function stopSite(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.kill('SIGINT');
  const code = await exited;
  running = null;
  return code;
}

interface Acknowledged {
  email: string;
  password: string;
  papers: string[];
  paid: string[];
}

/** One author's session: register, sign in, register for the conference and record a payment, then submit papers until the site stops answering. */
async function author(index: number, acknowledged: Acknowledged[], stop: () => boolean): Promise<void> {
  const fields = authorForm({ name: `Durable Author ${index}` });
  const registered = await call('POST', '/api/authors/register', { json: fields }).catch(() => null);
  if (registered?.status !== 201) return;
  const record: Acknowledged = { email: fields.email!, password: fields.password!, papers: [], paid: [] };
  acknowledged.push(record);
  const token = await loginAs('author', record.email, record.password).catch(() => null);
  if (!token) return;
  const participant = await call('POST', '/api/participants/registration', {
    token,
    json: { category: 'student', attendance: 'online', paperIds: [], billing: { name: `Durable Author ${index}`, address: 'Coimbatore', state: 'Tamil Nadu', country: 'India' } },
  }).catch(() => null);
  if (participant?.status !== 200) return;
  const paid = await call<{ id: string }>('POST', '/api/participants/payments', {
    token,
    body: form({ amount: '236000', date: '2025-07-01', reference: `${String(Date.now()).slice(-10)}${String(index).padStart(2, '0')}` }, { receipt: [pngBytes, 'receipt.png', 'image/png'] }),
  }).catch(() => null);
  if (paid?.status !== 200) return;
  record.paid.push(paid.body.id);
  while (!stop()) {
    const submitted = await call<{ paperId: string }>('POST', '/api/authors/submit', {
      token,
      body: form(manuscriptFields({ title: `Durable paper ${index}-${record.papers.length}` }), { file: [await pdfBytes(`Durable ${index}`), 'paper.pdf', 'application/pdf'] }),
    }).catch(() => null);
    if (submitted?.status !== 201) return;
    record.papers.push(submitted.body.paperId);
  }
}

/** True when nothing listens on the port. */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });
}

beforeAll(async () => {
  // The suite that ran the other tests may take a few seconds to let go of its ports.
  const ports = [4400, 5000, 5001, 5002, 8080, 9099];
  const deadline = Date.now() + 60_000;
  while (!(await Promise.all(ports.map(portFree))).every(Boolean)) {
    if (Date.now() > deadline) throw new Error(`Ports ${ports.join(', ')} are in use: stop the running emulator suite first.`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 70_000);

afterAll(async () => {
  if (running) await stopSite(running);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(filesDir, { recursive: true, force: true });
}, 120_000);

describe('stopping the suite mid-run', () => {
  it('keeps every acknowledged account, paper, payment and file, and leaves nothing half-written', async () => {
    let site = await startSite();
    // The chair publishes the fees, so participants can register and record their payments.
    const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
    expect((await call('PUT', '/api/admin/fees', { token: chair, json: defaultFeeTable })).status).toBe(200);
    const acknowledged: Acknowledged[] = [];
    let stopped = false;
    const sessions = Array.from({ length: 8 }, (_, index) => author(index, acknowledged, () => stopped));
    // Let the work get going, then press Ctrl+C in the middle of it.
    const deadline = Date.now() + 60_000;
    while (acknowledged.reduce((sum, record) => sum + record.paid.length, 0) < 8 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const exitCode = await stopSite(site);
    stopped = true;
    await Promise.all(sessions);
    expect(exitCode, output.slice(-3000)).toBe(0);
    expect(output).toContain('Stopping: answering the requests in progress');

    const papers = acknowledged.flatMap((record) => record.papers);
    expect(papers.length).toBeGreaterThanOrEqual(8);

    site = await startSite();
    const { db, storedFiles } = await import('../support/admin');
    for (const record of acknowledged) {
      const token = await loginAs('author', record.email, record.password);
      const uid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).user_id as string;
      const listed = await call<{ manuscripts: Array<{ paperId: string; payment: unknown }> }>('GET', `/api/authors/getmanuscriptbyauthor/${uid}`, { token });
      expect(listed.status).toBe(200);
      const byId = new Map(listed.body.manuscripts.map((paper) => [paper.paperId, paper]));
      for (const paperId of record.papers) {
        expect(byId.has(paperId), `${paperId} of ${record.email}`).toBe(true);
        const manuscript = await fetch(`${siteUrl}/api/files/manuscript/${paperId}.pdf`, { headers: { Authorization: `Bearer ${token}` } });
        expect(manuscript.status).toBe(200);
        expect(Buffer.from(await manuscript.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      }
      const mine = await call<{ payments: Array<{ id: string; state: string }> }>('GET', '/api/participants/me', { token });
      for (const paymentId of record.paid) {
        expect(mine.body.payments.find((payment) => payment.id === paymentId), `payment ${paymentId} of ${record.email}`).toMatchObject({ state: 'recorded' });
        const receipt = await fetch(`${siteUrl}/api/participants/payments/${paymentId}/receipt`, { headers: { Authorization: `Bearer ${token}` } });
        expect(receipt.status).toBe(200);
      }
    }

    // Nothing half-written: the papers, the manuscript files and the reviewers' copies match one to one.
    const paperIds = (await db.collection('papers').get()).docs.map((doc) => doc.id);
    const stored = paperIds.map((id) => `manuscripts/${id}.pdf`).sort();
    const files = storedFiles().filter((path) => path.startsWith('manuscripts/'));
    expect(files).toEqual(stored);
    expect(storedFiles().filter((path) => path.startsWith('reviewercopies/'))).toEqual(paperIds.map((id) => `reviewercopies/${id}.pdf`).sort());
    // Every request that reached the site before the stop was answered, so the papers are exactly
    // the acknowledged ones.
    expect(stored).toEqual(papers.map((paperId) => `manuscripts/${paperId}.pdf`).sort());

    // The counters were recounted on start: the dashboard counts every paper, all still submitted.
    const admin = await loginAs('admin', demo.admin.username, demo.admin.password);
    const counts = await call<{ counts: Record<string, number> }>('GET', '/api/admin/statuscounts', { token: admin });
    expect(counts.body.counts.Submitted).toBe(stored.length);

    expect(await stopSite(site)).toBe(0);
  }, 400_000);
});
