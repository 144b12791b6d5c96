import { describe, expect, it } from 'vitest';
import type { CameraReadyCheck } from '@confsys/domain';
import { cameraReadyPdf, encryptedWithQpdf, pageSizes, withAttachmentAndForm, withJavaScript, withType3Font } from '../../../../tests/support/cameraReadyPdfs';
import { checkCameraReady, type PublisherRules } from './publisherChecks';

const paper = { title: 'Energy-Aware Scheduling of Federated Learning on Heterogeneous Edge Devices', authors: ['Zoë Ångström', 'José Núñez-Pérez'] };
const rules: PublisherRules = { minPages: 6, maxPages: 8, pageSize: 'A4', title: paper.title, authorNames: paper.authors };
const failing = (checks: CameraReadyCheck[]) => checks.filter((check) => !check.ok).map((check) => check.check);
const byName = (checks: CameraReadyCheck[], name: string) => checks.find((check) => check.check === name)!;

describe("the publisher's checks", () => {
  it('pass a paper with embedded fonts, A4 pages, within the limits, whose first page carries the title (over two lines) and the authors', async () => {
    const { checks, pages } = await checkCameraReady(await cameraReadyPdf(paper), rules);
    expect(failing(checks)).toEqual([]);
    expect(pages).toBe(6);
    expect(checks.map((check) => check.check)).toEqual(['pageCount', 'pageSize', 'fontsEmbedded', 'type3Fonts', 'security', 'javascript', 'attachments', 'forms', 'firstPage']);
  });

  it("fail standard Type 1 fonts that are not embedded, naming each font and its pages", async () => {
    const { checks } = await checkCameraReady(await cameraReadyPdf({ ...paper, standardFont: true }), rules);
    expect(failing(checks)).toEqual(['fontsEmbedded']);
    const fonts = byName(checks, 'fontsEmbedded');
    expect(fonts.severity).toBe('error');
    expect(fonts.pages).toEqual([1, 2, 3, 4, 5, 6]);
    expect(fonts.message).toContain('Helvetica-Bold (page 1)');
    expect(fonts.message).toContain('Helvetica (pages 1, 2, 3, 4, 5, 6)');
  });

  it('fail A5 pages, Letter pages when A4 is asked, and one page of another size', async () => {
    expect(failing((await checkCameraReady(await cameraReadyPdf({ ...paper, size: pageSizes.A5 }), rules)).checks)).toEqual(['pageSize']);
    const letter = await checkCameraReady(await cameraReadyPdf({ ...paper, size: pageSizes.Letter }), rules);
    expect(byName(letter.checks, 'pageSize').message).toContain('216 × 279 mm');
    expect((await checkCameraReady(await cameraReadyPdf({ ...paper, size: pageSizes.Letter }), { ...rules, pageSize: 'Letter' })).checks.every((check) => check.ok)).toBe(true);
    const odd = await checkCameraReady(await cameraReadyPdf({ ...paper, oddPage: { page: 4, size: pageSizes.Letter } }), rules);
    expect(byName(odd.checks, 'pageSize')).toMatchObject({ ok: false, pages: [4] });
  });

  it('fail 12 pages and 3 pages against 6 to 8', async () => {
    expect(byName((await checkCameraReady(await cameraReadyPdf({ ...paper, pages: 12 }), rules)).checks, 'pageCount')).toMatchObject({ ok: false, message: 'The paper has 12 pages; the proceedings take 6 to 8 pages.' });
    expect(failing((await checkCameraReady(await cameraReadyPdf({ ...paper, pages: 3 }), rules)).checks)).toEqual(['pageCount']);
  });

  it('fail a file encrypted by qpdf', async () => {
    const { checks } = await checkCameraReady(encryptedWithQpdf(await cameraReadyPdf(paper)), rules);
    expect(failing(checks)).toContain('security');
  });

  it('warn of a Type 3 font without failing the file', async () => {
    const { checks } = await checkCameraReady(await withType3Font(await cameraReadyPdf(paper)), rules);
    expect(byName(checks, 'type3Fonts')).toMatchObject({ ok: false, severity: 'warning', pages: [1] });
    expect(checks.filter((check) => !check.ok && check.severity === 'error')).toEqual([]);
  });

  it('fail JavaScript, attachments and forms', async () => {
    expect(failing((await checkCameraReady(await withJavaScript(await cameraReadyPdf(paper)), rules)).checks)).toEqual(['javascript']);
    const attached = await checkCameraReady(await withAttachmentAndForm(await cameraReadyPdf(paper)), rules);
    expect(failing(attached.checks)).toEqual(['attachments', 'forms']);
    expect(byName(attached.checks, 'forms').pages).toEqual([2]);
  });

  it('fail a first page whose title or authors differ from the metadata, forgiving case, accents and initials', async () => {
    const other = await checkCameraReady(await cameraReadyPdf({ ...paper, title: 'Scheduling Federated Learning' }), rules);
    expect(byName(other.checks, 'firstPage')).toMatchObject({ ok: false, pages: [1] });
    expect(byName(other.checks, 'firstPage').message).toContain(`the title "${paper.title}"`);
    const missing = await checkCameraReady(await cameraReadyPdf({ ...paper, authors: ['Zoe Angstrom'] }), rules);
    expect(byName(missing.checks, 'firstPage').message).toContain('the author José Núñez-Pérez');
    const forgiving = await checkCameraReady(await cameraReadyPdf({ title: paper.title.toUpperCase(), authors: ['Z. Angstrom', 'Jose Nunez Perez'] }), rules);
    expect(byName(forgiving.checks, 'firstPage').ok).toBe(true);
  });
});
