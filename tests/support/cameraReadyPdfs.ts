// Camera-ready PDFs for the publisher's checks, each made by a real tool or from real PDF structures:
// pdf-lib with an embedded TrueType font (Liberation Sans, shipped with pdf.js) for a good paper, pdf-lib's
// standard fonts (Type 1, never embedded) for the font check, A5 pages, too many pages, a Type 3 font,
// JavaScript, an attachment and a form made with pdf-lib, and encryption by qpdf. Also the facts of the
// conference the volume and the exports print in the tests and the benchmark.
import fontkit from '@pdf-lib/fontkit';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProceedingsFacts } from '@confsys/domain';
import { PDFDocument, PDFName, PDFString, StandardFonts, type PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
const fontFile = (name: string) => readFileSync(join(require.resolve('pdfjs-dist/package.json'), '..', 'standard_fonts', name));

/** What the volume and the exports say of the conference in the tests and the benchmark. */
export const sampleFacts: ProceedingsFacts = {
  proceedingsTitle: 'Proceedings of the International Conference on Computing and Smart Systems 2025',
  conferenceTitle: 'International Conference on Computing and Smart Systems 2025',
  acronym: 'ICCS 2025',
  edition: 2025,
  startDate: '2025-09-18',
  endDate: '2025-09-19',
  city: 'Coimbatore',
  country: 'India',
  organiser: 'Department of Computer Science, Western Ghats University',
  publisher: 'Western Ghats University Press',
  isbn: '978-3-16-148410-0',
  doiPrefix: '10.5555',
  baseUrl: 'https://iccs.example.org',
};

export const pageSizes = { A4: [595.28, 841.89], Letter: [612, 792], A5: [419.53, 595.28] } as const;

export interface PaperLayout {
  title: string;
  authors: readonly string[];
  pages?: number;
  size?: readonly [number, number];
  /** Draw with pdf-lib's standard Helvetica (a Type 1 font without its file) instead of the embedded TrueType font. */
  standardFont?: boolean;
  /** A page (from 1) drawn in a different size. */
  oddPage?: { page: number; size: readonly [number, number] };
}

/** Wraps a line at about `width` characters (the title over two lines, hyphenated, as LaTeX breaks it). */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > width && line !== '') {
      out.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  return [...out, line];
}

/** A camera-ready paper: the title and the authors on page 1, then body text, every page numbered. */
export async function cameraReadyPdf(layout: PaperLayout): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font: PDFFont = layout.standardFont ? await doc.embedFont(StandardFonts.Helvetica) : await doc.embedFont(fontFile('LiberationSans-Regular.ttf'), { subset: true });
  const bold: PDFFont = layout.standardFont ? await doc.embedFont(StandardFonts.HelveticaBold) : await doc.embedFont(fontFile('LiberationSans-Bold.ttf'), { subset: true });
  const size = layout.size ?? pageSizes.A4;
  for (let number = 1; number <= (layout.pages ?? 6); number++) {
    const pageSize = layout.oddPage?.page === number ? layout.oddPage.size : size;
    const page = doc.addPage([pageSize[0], pageSize[1]]);
    let y = pageSize[1] - 72;
    if (number === 1) {
      for (const line of lines(layout.title, 40)) {
        page.drawText(line, { x: 60, y, size: 18, font: bold });
        y -= 24;
      }
      page.drawText(layout.authors.join(', '), { x: 60, y: y - 6, size: 11, font });
      y -= 40;
    }
    for (let line = 0; line < 30 && y > 80; line++, y -= 14) page.drawText(`Section ${number}, line ${line + 1}: results and discussion.`, { x: 60, y, size: 10, font });
  }
  return doc.save({ useObjectStreams: false });
}

/** The paper with a Type 3 font added to page 1 (a glyph drawn by a content procedure, as bitmap fonts are). */
export async function withType3Font(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  const context = doc.context;
  const glyph = context.register(context.stream('500 0 0 0 500 500 d1 0 0 500 500 re f'));
  const font = context.register(
    context.obj({ Type: 'Font', Subtype: 'Type3', FontBBox: [0, 0, 500, 500], FontMatrix: [0.001, 0, 0, 0.001, 0, 0], CharProcs: { square: glyph }, Encoding: { Type: 'Encoding', Differences: [65, PDFName.of('square')] }, FirstChar: 65, LastChar: 65, Widths: [500] }),
  );
  const page = doc.getPage(0);
  page.node.normalizedEntries().Font.set(PDFName.of('T3'), font);
  page.pushOperators();
  const content = context.register(context.stream('BT /T3 12 Tf 300 100 Td (A) Tj ET'));
  page.node.addContentStream(content);
  return doc.save({ useObjectStreams: false });
}

/** The paper with a document-level JavaScript action that runs on opening. */
export async function withJavaScript(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(doc.context.obj({ S: 'JavaScript', JS: PDFString.of("app.alert('hello')") })));
  return doc.save({ useObjectStreams: false });
}

/** The paper with an attached file and a form field on page 2. */
export async function withAttachmentAndForm(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  await doc.attach(Buffer.from('raw data'), 'data.csv', { mimeType: 'text/csv' });
  const field = doc.getForm().createTextField('comments');
  field.addToPage(doc.getPage(1), { x: 60, y: 60, width: 200, height: 20 });
  return doc.save({ useObjectStreams: false });
}

/** The paper encrypted by qpdf (AES-256, an empty user password: it opens, but it is secured). */
export function encryptedWithQpdf(bytes: Uint8Array): Uint8Array {
  const directory = mkdtempSync(join(tmpdir(), 'camera-ready-'));
  try {
    writeFileSync(join(directory, 'in.pdf'), bytes);
    execFileSync('qpdf', ['--encrypt', '', 'owner-secret', '256', '--print=none', '--modify=none', '--', join(directory, 'in.pdf'), join(directory, 'out.pdf')]);
    return new Uint8Array(readFileSync(join(directory, 'out.pdf')));
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
