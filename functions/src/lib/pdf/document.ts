// A small page-layout helper over pdf-lib for the server's generated PDFs: a heading band, labelled
// rows and wrapped paragraphs, starting a new page when one fills up.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** Liberation Sans (shipped with pdf.js), for documents that print names in any Latin, Greek or Cyrillic script. */
function unicodeFont(style: 'Regular' | 'Bold'): Buffer {
  // Resolved from the working directory: the functions' folder when deployed or emulated, the project in tests.
  const resolver = createRequire(join(process.cwd(), 'index.js'));
  return readFileSync(join(dirname(resolver.resolve('pdfjs-dist/package.json')), 'standard_fonts', `LiberationSans-${style}.ttf`));
}

const pageSize: [number, number] = [595.28, 841.89]; // A4
const margin = 56;
/** The width of a row's label column, and the space kept between a label and its value. */
const labelColumn = 170;
const columnGap = 10;
const primary = rgb(0.043, 0.239, 0.431);
const muted = rgb(0.35, 0.38, 0.42);

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly drawable: Set<number>;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.drawable = new Set(regular.getCharacterSet());
    this.newPage();
  }

  /**
   * A new document; with `at`, its dates are that instant, so the same inputs give the same bytes. With
   * `unicode`, its fonts are Liberation Sans, embedded whole (every name prints, and every page of a
   * volume can share them), instead of the standard fonts, which draw WinAnsi only and are not embedded.
   */
  static async create(title: string, options: { at?: Date; unicode?: boolean } = {}): Promise<PdfWriter> {
    const doc = await PDFDocument.create({ updateMetadata: options.at === undefined });
    if (options.at) {
      doc.setCreationDate(options.at);
      doc.setModificationDate(options.at);
      doc.setCreator('Conference paper portal');
      doc.setProducer('pdf-lib');
    }
    doc.setTitle(title);
    doc.setCreator('Conference paper portal');
    doc.setProducer('pdf-lib');
    if (options.unicode) {
      // Loaded on first use: fontkit inflates its tables when it loads (about 0.15 s of CPU), which every
      // process of the functions would pay at start, most of which never embed a font.
      const { default: fontkit } = await import('@pdf-lib/fontkit');
      doc.registerFontkit(fontkit);
      const [regular, bold] = await Promise.all([doc.embedFont(unicodeFont('Regular'), { subset: false }), doc.embedFont(unicodeFont('Bold'), { subset: false })]);
      return new PdfWriter(doc, regular, bold);
    }
    const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    return new PdfWriter(doc, regular, bold);
  }

  /** The regular font, which a volume's page numbers are drawn with. */
  get font(): PDFFont {
    return this.regular;
  }

  get pageCount(): number {
    return this.doc.getPageCount();
  }

  /** Starts a new page (a new section of a volume). */
  breakPage(): this {
    this.newPage();
    return this;
  }

  private newPage(): void {
    this.page = this.doc.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  private ensure(height: number): void {
    if (this.y - height < margin) this.newPage();
  }

  /** Standard fonts cover WinAnsi only: replace characters they cannot draw rather than fail. */
  private safe(text: string): string {
    return [...text.replace(/[\r\t]/g, ' ')].map((char) => (this.drawable.has(char.codePointAt(0)!) ? char : '?')).join('');
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of this.safe(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean).flatMap((part) => this.breakWord(part, font, size, width))) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** A word wider than the line, in pieces that fit; any other word as it is. */
  private breakWord(word: string, font: PDFFont, size: number, width: number): string[] {
    if (font.widthOfTextAtSize(word, size) <= width) return [word];
    const pieces: string[] = [];
    let piece = '';
    for (const char of word) {
      if (piece !== '' && font.widthOfTextAtSize(piece + char, size) > width) {
        pieces.push(piece);
        piece = '';
      }
      piece += char;
    }
    if (piece !== '') pieces.push(piece);
    return pieces;
  }

  heading(text: string, size = 18): this {
    for (const line of this.wrap(text, this.bold, size, pageSize[0] - 2 * margin)) {
      this.ensure(size + 6);
      this.page.drawText(line, { x: margin, y: this.y - size, size, font: this.bold, color: primary });
      this.y -= size + 6;
    }
    return this;
  }

  text(text: string, options: { size?: number; bold?: boolean; muted?: boolean } = {}): this {
    const size = options.size ?? 11;
    const font = options.bold ? this.bold : this.regular;
    for (const line of this.wrap(text, font, size, pageSize[0] - 2 * margin)) {
      this.ensure(size + 4);
      this.page.drawText(line, { x: margin, y: this.y - size, size, font, color: options.muted ? muted : rgb(0, 0, 0) });
      this.y -= size + 4;
    }
    return this;
  }

  /**
   * A label in bold and its value beside it, each wrapped within its own column, so a long label
   * ("Appropriateness for the conference") takes more lines instead of running into its value.
   */
  row(label: string, value: string): this {
    const size = 11;
    const lineHeight = size + 4;
    const labelLines = this.wrap(label, this.bold, size, labelColumn - columnGap);
    const valueLines = this.wrap(value || '-', this.regular, size, pageSize[0] - 2 * margin - labelColumn);
    const height = lineHeight * Math.max(labelLines.length, valueLines.length);
    this.ensure(height + 2);
    labelLines.forEach((line, index) => this.page.drawText(line, { x: margin, y: this.y - size - index * lineHeight, size, font: this.bold }));
    valueLines.forEach((line, index) => this.page.drawText(line, { x: margin + labelColumn, y: this.y - size - index * lineHeight, size, font: this.regular }));
    this.y -= height + 2;
    return this;
  }

  /**
   * A table of contents' entry: the title in bold and the authors beneath, wrapped beside a right-aligned
   * column that holds the page number, on one page together.
   */
  entry(title: string, detail: string, page: string): this {
    const size = 10.5;
    const lineHeight = size + 3.5;
    const numberColumn = 40;
    const width = pageSize[0] - 2 * margin - numberColumn;
    const titleLines = this.wrap(title, this.bold, size, width);
    const detailLines = detail === '' ? [] : this.wrap(detail, this.regular, size - 1, width);
    this.ensure(lineHeight * (titleLines.length + detailLines.length) + 6);
    const top = this.y;
    titleLines.forEach((line, index) => this.page.drawText(line, { x: margin, y: top - size - index * lineHeight, size, font: this.bold }));
    detailLines.forEach((line, index) => this.page.drawText(line, { x: margin, y: top - size - (titleLines.length + index) * lineHeight, size: size - 1, font: this.regular, color: muted }));
    const safePage = this.safe(page);
    this.page.drawText(safePage, { x: pageSize[0] - margin - this.regular.widthOfTextAtSize(safePage, size), y: top - size, size, font: this.regular });
    this.y -= lineHeight * (titleLines.length + detailLines.length) + 6;
    return this;
  }

  /** An image (PNG or JPEG) at the left margin, scaled to fit within the box. */
  async image(bytes: Uint8Array, type: 'png' | 'jpeg', box: { width: number; height: number }): Promise<this> {
    const image = type === 'png' ? await this.doc.embedPng(bytes) : await this.doc.embedJpg(bytes);
    const scale = Math.min(box.width / image.width, box.height / image.height, 1);
    const height = image.height * scale;
    this.ensure(height + 4);
    this.page.drawImage(image, { x: margin, y: this.y - height, width: image.width * scale, height });
    this.y -= height + 4;
    return this;
  }

  rule(): this {
    this.ensure(14);
    this.y -= 6;
    this.page.drawLine({ start: { x: margin, y: this.y }, end: { x: pageSize[0] - margin, y: this.y }, thickness: 1, color: primary });
    this.y -= 8;
    return this;
  }

  space(height = 8): this {
    this.y -= height;
    return this;
  }

  async bytes(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
