// The proceedings volume, written as it is sent: a cover, the organising committee, the preface and the
// table of contents (numbered i, ii, ...), then every camera-ready paper with running page numbers stamped
// at the foot of each page (1, 2, ...), then the index of authors. Papers are read one at a time, their
// pages copied into a context of their own whose objects are numbered after those already written, and
// written out before the next is read, so memory holds one paper at a time whatever the volume's size.
// The same inputs give the same bytes: no dates, no random identifiers.
import { roman, type CommitteeGroup, type ProceedingsFacts } from '@confsys/domain';
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFObjectCopier,
  PDFRef,
  PDFString,
  type PDFFont,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';
import { PdfWriter } from './document';

export interface VolumePaper {
  paperId: string;
  title: string;
  authors: readonly string[];
  /** Its first page in the volume's arabic numbering; the page count it has. */
  firstPage: number;
  pages: number;
  /** Reads the camera-ready file (called once, when the paper's turn comes). */
  read: () => Promise<Uint8Array>;
}

export interface VolumeInput {
  facts: ProceedingsFacts;
  /** The organising committee as the identity lists it, by role. */
  committee: readonly CommitteeGroup[];
  /** The conference's days as printed ("18-19 Sep 2025"). */
  days: string;
  preface: string;
  papers: readonly VolumePaper[];
  /** Authors in index order, each with the first pages of their papers. */
  authorIndex: ReadonlyArray<{ name: string; pages: number[] }>;
}

/** Where the written bytes go; awaited, so a slow reader slows the writing rather than filling memory. */
export type Sink = (chunk: Uint8Array) => Promise<void>;

const stampFontKey = PDFName.of('VolumePageNumber');
const encoder = new TextEncoder();

/** Numbers the objects it writes and remembers where each starts, for the cross-reference table. */
class ObjectWriter {
  private offset = 0;
  private readonly offsets = new Map<number, number>();
  largest = 0;

  constructor(private readonly sink: Sink) {}

  async raw(bytes: Uint8Array | string): Promise<void> {
    const chunk = typeof bytes === 'string' ? encoder.encode(bytes) : bytes;
    this.offset += chunk.length;
    await this.sink(chunk);
  }

  reserve(): PDFRef {
    this.largest += 1;
    return PDFRef.of(this.largest);
  }

  async object(ref: PDFRef, object: PDFObject): Promise<void> {
    if (this.offsets.has(ref.objectNumber)) return;
    this.offsets.set(ref.objectNumber, this.offset);
    const body = new Uint8Array(object.sizeInBytes());
    object.copyBytesInto(body, 0);
    await this.raw(`${ref.objectNumber} 0 obj\n`);
    await this.raw(body);
    await this.raw('\nendobj\n');
    this.largest = Math.max(this.largest, ref.objectNumber);
  }

  /** Writes every object of a context not written yet, in order of number. */
  async context(context: PDFContext): Promise<void> {
    const objects = context.enumerateIndirectObjects().sort(([a], [b]) => a.objectNumber - b.objectNumber);
    for (const [ref, object] of objects) await this.object(ref, object);
    this.largest = Math.max(this.largest, context.largestObjectNumber);
  }

  async end(root: PDFRef, info: PDFRef): Promise<number> {
    const start = this.offset;
    const lines = [`xref\n0 ${this.largest + 1}\n`, '0000000000 65535 f \n'];
    for (let number = 1; number <= this.largest; number++) {
      const at = this.offsets.get(number);
      lines.push(at === undefined ? '0000000000 00000 f \n' : `${String(at).padStart(10, '0')} 00000 n \n`);
    }
    await this.raw(lines.join(''));
    await this.raw(`trailer\n<< /Size ${this.largest + 1} /Root ${root.objectNumber} 0 R /Info ${info.objectNumber} 0 R >>\nstartxref\n${start}\n%%EOF\n`);
    return this.offset;
  }
}

/** The front matter (cover, committee, preface, contents) and the index of authors, in one document that shares its fonts. */
async function matter(input: VolumeInput): Promise<{ doc: PDFDocument; font: PDFFont; front: number }> {
  const { facts } = input;
  const pdf = await PdfWriter.create(facts.proceedingsTitle, { unicode: true });
  pdf
    .space(120)
    .heading(facts.proceedingsTitle, 24)
    .space(12)
    .text(`${facts.acronym} · ${input.days} · ${facts.city}, ${facts.country}`, { size: 13 })
    .space(6)
    .text(`Organised by the ${facts.organiser}`, { muted: true })
    .space(160);
  if (facts.publisher) pdf.text(`Published by ${facts.publisher}`, { size: 11 });
  if (facts.isbn) pdf.text(`ISBN ${facts.isbn}`, { size: 11 });

  pdf.breakPage().heading('Organising Committee', 16).space(6);
  for (const group of input.committee) {
    for (const person of group.people) pdf.row(group.role, person.designation ? `${person.name}, ${person.designation}` : person.name);
  }
  if (input.preface.trim() !== '') pdf.breakPage().heading('Preface', 16).space(6).text(input.preface);

  pdf.breakPage().heading('Contents', 16).space(6);
  for (const paper of input.papers) pdf.entry(paper.title, paper.authors.join(', '), String(paper.firstPage));
  const indexPage = input.papers.reduce((last, paper) => Math.max(last, paper.firstPage + paper.pages), 1);
  pdf.entry('Author Index', '', String(indexPage));
  const front = pdf.pageCount;

  pdf.breakPage().heading('Author Index', 16).space(6);
  for (const author of input.authorIndex) pdf.row(author.name, author.pages.join(', '));
  await pdf.doc.flush();
  return { doc: pdf.doc, font: pdf.font, front };
}

/** Adds a page number at the foot of a copied page, keeping its own drawing apart (q ... Q) and its resources. */
function stamp(context: PDFContext, page: PDFDict, label: string, font: PDFFont, fontRef: PDFRef): void {
  const box = context.lookup(page.get(PDFName.of('MediaBox')));
  const width = box instanceof PDFArray ? (box.lookup(2, PDFNumber).asNumber() - box.lookup(0, PDFNumber).asNumber()) : 595.28;
  const left = box instanceof PDFArray ? box.lookup(0, PDFNumber).asNumber() : 0;
  const bottom = box instanceof PDFArray ? box.lookup(1, PDFNumber).asNumber() : 0;
  const size = 9;
  const x = left + (width - font.widthOfTextAtSize(label, size)) / 2;
  const text = font.encodeText(label).toString();

  let resources = context.lookup(page.get(PDFName.of('Resources')));
  if (!(resources instanceof PDFDict)) {
    resources = context.obj({});
    page.set(PDFName.of('Resources'), resources);
  }
  const dict = resources as PDFDict;
  let fonts = context.lookup(dict.get(PDFName.of('Font')));
  if (!(fonts instanceof PDFDict)) {
    fonts = context.obj({});
    dict.set(PDFName.of('Font'), fonts);
  }
  (fonts as PDFDict).set(stampFontKey, fontRef);

  const before = context.register(context.stream('q\n'));
  const after = context.register(context.stream(`Q\nq BT /${stampFontKey.decodeText()} ${size} Tf 0 g ${x.toFixed(2)} ${(bottom + 24).toFixed(2)} Td ${text} Tj ET Q\n`));
  const contents = page.get(PDFName.of('Contents'));
  const own = context.lookup(contents);
  const parts: PDFObject[] = own instanceof PDFArray ? own.asArray() : contents ? [contents] : [];
  page.set(PDFName.of('Contents'), context.obj([before, ...parts, after]));
}

/** Copies pages into a context, each a kid of the volume's page tree, stamped with its label. */
function copyPages(copier: PDFObjectCopier, context: PDFContext, pages: readonly PDFPage[], labels: ReadonlyArray<string | null>, tree: PDFRef, font: PDFFont, fontRef: PDFRef): PDFRef[] {
  return pages.map((page, index) => {
    const copied = copier.copy(page.node) as PDFDict;
    copied.set(PDFName.of('Parent'), tree);
    const label = labels[index];
    if (label) stamp(context, copied, label, font, fontRef);
    return context.register(copied);
  });
}

/** Writes the whole volume to the sink; answers the number of pages and bytes written. */
export async function writeVolume(input: VolumeInput, sink: Sink): Promise<{ pages: number; bytes: number }> {
  const writer = new ObjectWriter(sink);
  // The header, and a comment of bytes above 127 that tells readers the file is binary.
  await writer.raw('%PDF-1.7\n');
  await writer.raw(new Uint8Array([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]));
  const [root, tree, info] = [writer.reserve(), writer.reserve(), writer.reserve()];
  const kids: PDFRef[] = [];

  const { doc: matterDoc, font, front } = await matter(input);
  const matterPages = matterDoc.getPages();
  const matterContext = PDFContext.create();
  matterContext.largestObjectNumber = writer.largest;
  const matterCopier = PDFObjectCopier.for(matterDoc.context, matterContext);
  const fontRef = matterCopier.copy(font.ref) as PDFRef;
  const frontLabels = matterPages.slice(0, front).map((_, index) => (index === 0 ? null : roman(index + 1)));
  kids.push(...copyPages(matterCopier, matterContext, matterPages.slice(0, front), frontLabels, tree, font, fontRef));
  await writer.context(matterContext);

  for (const paper of input.papers) {
    const source = await PDFDocument.load(await paper.read(), { updateMetadata: false, ignoreEncryption: true, throwOnInvalidObject: false });
    const context = PDFContext.create();
    context.largestObjectNumber = writer.largest;
    const labels = source.getPages().map((_, index) => String(paper.firstPage + index));
    kids.push(...copyPages(PDFObjectCopier.for(source.context, context), context, source.getPages(), labels, tree, font, fontRef));
    await writer.context(context);
  }

  const backStart = input.papers.reduce((last, paper) => Math.max(last, paper.firstPage + paper.pages), 1);
  matterContext.largestObjectNumber = writer.largest;
  const backLabels = matterPages.slice(front).map((_, index) => String(backStart + index));
  kids.push(...copyPages(matterCopier, matterContext, matterPages.slice(front), backLabels, tree, font, fontRef));
  await writer.context(matterContext);

  const labels = matterContext.obj({ Nums: [0, { S: 'r' }, front, { S: 'D' }] });
  await writer.object(tree, matterContext.obj({ Type: 'Pages', Kids: kids, Count: kids.length }));
  await writer.object(root, matterContext.obj({ Type: 'Catalog', Pages: tree, PageLabels: labels }));
  await writer.object(info, matterContext.obj({ Title: PDFString.of(input.facts.proceedingsTitle), Producer: PDFString.of('Conference paper portal') }));
  const bytes = await writer.end(root, info);
  return { pages: kids.length, bytes };
}
