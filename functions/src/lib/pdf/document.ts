// A small page-layout helper over pdf-lib for the server's generated PDFs: a heading band, labelled
// rows and wrapped paragraphs, starting a new page when one fills up.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

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

  /** A new document; with `at`, its dates are that instant, so the same inputs give the same bytes. */
  static async create(title: string, options: { at?: Date } = {}): Promise<PdfWriter> {
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
    const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    return new PdfWriter(doc, regular, bold);
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
