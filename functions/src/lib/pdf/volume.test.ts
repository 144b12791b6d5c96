import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultIdentity, pageRanges } from '@confsys/domain';
import { pdfPageTexts as pageTexts } from '../../../../tests/support/files';
import { cameraReadyPdf, sampleFacts, pageSizes } from '../../../../tests/support/cameraReadyPdfs';
import { writeVolume, type VolumeInput } from './volume';



const papers = [
  { paperId: 'ICCS25-0001', title: 'Edge Scheduling for Sensor Networks', authors: ['Łukasz Żółć', 'Asha Raman'], pages: 6 },
  { paperId: 'ICCS25-0002', title: 'Quantum Annealing for Timetables', authors: ['José Núñez'], pages: 8, size: pageSizes.Letter },
  { paperId: 'ICCS25-0003', title: 'Federated Learning on the Edge', authors: ['Asha Raman', 'Wei Zhang'], pages: 7 },
];

async function volumeInput(): Promise<VolumeInput> {
  const files = await Promise.all(papers.map((paper) => cameraReadyPdf({ title: paper.title, authors: paper.authors, pages: paper.pages, size: paper.size })));
  const ranges = pageRanges(papers);
  return {
    facts: sampleFacts,
    committee: defaultIdentity.committee,
    days: '18-19 Sep 2025',
    preface: 'Welcome to the proceedings.',
    papers: papers.map((paper, index) => ({ ...paper, firstPage: ranges.get(paper.paperId)!.first, read: async () => files[index]! })),
    authorIndex: [
      { name: 'Núñez, José', pages: [7] },
      { name: 'Raman, Asha', pages: [1, 15] },
      { name: 'Zhang, Wei', pages: [15] },
      { name: 'Żółć, Łukasz', pages: [1] },
    ],
  };
}

async function written(input: VolumeInput): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  await writeVolume(input, async (chunk) => {
    chunks.push(chunk);
  });
  return Buffer.concat(chunks);
}


describe('the proceedings volume', () => {
  it('holds the front matter, every paper with its pages stamped, and the author index, and its contents match the stamped pages', async () => {
    const bytes = await written(await volumeInput());
    const texts = await pageTexts(bytes);
    const contents = texts.findIndex((text) => text.startsWith('Contents'));
    const front = contents + 1;
    expect(texts.length).toBe(front + 21 + 1);
    expect(texts[0]).toContain('ISBN 978-3-16-148410-0');
    expect(texts[1]).toContain('Organising Committee');
    expect(texts[1]).toMatch(/ ii$/);
    for (const paper of papers) {
      // The contents name the paper's page; that page of the volume is the paper's first, stamped with it.
      const listed = new RegExp(`${paper.title} ${paper.authors.join(', ')} (\\d+)`).exec(texts[contents]!);
      expect(listed, paper.title).not.toBeNull();
      const page = Number(listed![1]);
      const shown = texts[front + page - 1]!;
      expect(shown).toContain(paper.title.split(' ')[0]);
      expect(shown.trim().endsWith(` ${page}`)).toBe(true);
    }
    expect(texts[contents]).toMatch(/Author Index 22/);
    expect(texts.at(-1)).toContain('Żółć, Łukasz 1');
    expect(texts.at(-1)).toMatch(/ 22$/);
  });

  it('is a well-formed PDF by qpdf, and the same bytes every time', async () => {
    const input = await volumeInput();
    const [first, second] = [await written(input), await written(input)];
    expect(first.equals(second)).toBe(true);
    const directory = mkdtempSync(join(tmpdir(), 'volume-'));
    try {
      writeFileSync(join(directory, 'volume.pdf'), first);
      const report = execFileSync('qpdf', ['--check', join(directory, 'volume.pdf')]).toString();
      expect(report).toContain('No syntax or stream encoding errors found');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
