import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const directory = mkdtempSync(join(tmpdir(), 'confsys-store-test-'));
let store: typeof import('./fileStore').fileStore;

beforeAll(async () => {
  process.env.FILE_STORE_DIR = directory;
  store = (await import('./fileStore')).fileStore;
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('a file stored once (a retained tax invoice)', () => {
  it('is stored by the first of two deliveries, and the second leaves it as it is', async () => {
    const first = Buffer.from('%PDF-1.7 first');
    expect(await store().create('invoices/PAYONCE1.pdf', first, 'application/pdf')).toBe(true);
    expect(await store().create('invoices/PAYONCE1.pdf', Buffer.from('%PDF-1.7 second'), 'application/pdf')).toBe(false);
    expect((await store().read('invoices/PAYONCE1.pdf'))?.bytes.toString()).toBe('%PDF-1.7 first');
  });

  it('is stored exactly once when many deliveries race for it', async () => {
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, at) => store().create('invoices/PAYRACE1.pdf', Buffer.from(`%PDF-1.7 ${at}`), 'application/pdf')));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const winner = outcomes.indexOf(true);
    expect((await store().read('invoices/PAYRACE1.pdf'))?.bytes.toString()).toBe(`%PDF-1.7 ${winner}`);
  });
});
