// Hostile and ordinary PDFs for the PDF tests, built with pdf-lib: a manuscript carrying its author's
// identity in every place a PDF can hide it, a plain multi-page paper, a zero-page file and a
// decompression bomb. Used by the PDF unit tests (functions/src/lib/pdf) and the API tests.
import { promisify } from 'node:util';
import { deflate, inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib';

/** The identity planted in every hidden carrier; none of it may reach a reviewer. */
export const planted = {
  name: 'Alice Plantedauthor',
  organization: 'Plantedorg Institute',
  file: 'alice_final.docx',
  email: 'alice.planted@plantedorg.example',
} as const;

/** A 1x1 grey baseline JPEG. */
const tinyJpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAYABgAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
);

function segment(marker: number, body: string): Buffer {
  const data = Buffer.from(body, 'latin1');
  return Buffer.concat([Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]), data]);
}

/** The JPEG with EXIF/XMP (APP1), IPTC (APP13) and a comment naming the author (in a buffer of its own: pdf-lib ignores byte offsets). */
export function jpegWithMetadata(): Buffer {
  const bytes = new Uint8Array(Buffer.concat([
    tinyJpeg.subarray(0, 2),
    segment(0xe1, `Exif\0\0Artist=${planted.name}`),
    segment(0xe1, `http://ns.adobe.com/xap/1.0/\0<dc:creator>${planted.name}</dc:creator>`),
    segment(0xed, `Photoshop 3.0\0By-line ${planted.name}`),
    segment(0xfe, `Made by ${planted.name}`),
    tinyJpeg.subarray(2),
  ]));
  return Buffer.from(bytes.buffer);
}

const xmp = (who: string) =>
  `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${who}</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/**
 * A two-page manuscript whose pages say nothing about its authors, while its Info dictionary, XMP
 * (document, page and image level, one of them compressed), annotations, actions, attached file,
 * outline, page piece info, trailer ID and an embedded JPEG's metadata all name them.
 */
export async function pdfWithHiddenIdentity(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const context = doc.context;
  doc.setAuthor(planted.name);
  doc.setCreator(planted.file);
  doc.setTitle(`Edge scheduling by ${planted.name}`);
  doc.setSubject(planted.organization);
  context.lookup(context.trailerInfo.Info, PDFDict).set(PDFName.of('Company'), PDFString.of(planted.organization));
  doc.catalog.set(PDFName.of('Metadata'), context.register(context.stream(xmp(planted.name), { Type: 'Metadata', Subtype: 'XML' })));

  const image = await doc.embedJpg(jpegWithMetadata());
  for (const [index, line] of ['Edge scheduling for sensor networks.', 'Results on three data sets.'].entries()) {
    const page = doc.addPage([612, 792]);
    page.drawText(line, { x: 50, y: 700, size: 12, font });
    if (index === 0) page.drawImage(image, { x: 50, y: 600, width: 20, height: 20 });
    const compressedXmp = context.flateStream(xmp(`${planted.name}, ${planted.organization}`), { Type: 'Metadata', Subtype: 'XML' });
    page.node.set(PDFName.of('Metadata'), context.register(compressedXmp));
    page.node.set(PDFName.of('PieceInfo'), context.obj({ Word: { LastModified: PDFString.of('D:20250101'), Private: PDFString.of(planted.name) } }));
    const note = context.obj({ Type: 'Annot', Subtype: 'Text', Rect: [10, 10, 30, 30], T: PDFString.of(planted.name), Contents: PDFString.of(`Ask ${planted.email}`) });
    const script = context.obj({ S: 'JavaScript', JS: PDFString.of(`app.alert('${planted.name}')`) });
    const link = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [40, 40, 90, 60], A: context.register(script) });
    page.node.set(PDFName.of('Annots'), context.obj([context.register(note), context.register(link)]));
    page.node.set(PDFName.of('AA'), context.obj({ O: context.register(context.obj({ S: 'JavaScript', JS: PDFString.of(planted.email) })) }));
  }

  await doc.attach(Buffer.from(`CV of ${planted.name}`), planted.file, { description: planted.name });
  const outlineDict = context.obj({ Type: 'Outlines', Count: 1 });
  const outline = context.register(outlineDict);
  const entry = context.register(context.obj({ Title: PDFString.of(planted.name), Parent: outline, Dest: [doc.getPage(0).ref, PDFName.of('Fit')] }));
  outlineDict.set(PDFName.of('First'), entry);
  outlineDict.set(PDFName.of('Last'), entry);
  doc.catalog.set(PDFName.of('Outlines'), outline);
  doc.catalog.set(PDFName.of('OpenAction'), context.register(context.obj({ S: 'JavaScript', JS: PDFString.of(planted.name) })));
  context.trailerInfo.ID = context.obj([PDFHexString.fromText(planted.name), PDFHexString.fromText(planted.name)]) as PDFArray;
  return doc.save({ useObjectStreams: false });
}

/** An ordinary paper: `pages` pages, each with its own line of text. */
export async function ordinaryPdf(pages: number, line = (page: number) => `Page ${page} of an ordinary paper about scheduling.`): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let page = 1; page <= pages; page++) doc.addPage([595, 842]).drawText(line(page), { x: 60, y: 760, size: 11, font });
  return doc.save();
}

/** A PDF with a page tree but no page. */
export async function zeroPagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  return doc.save({ addDefaultPage: false });
}

/**
 * A one-page PDF whose page content stream is small compressed and `inflatedMegabytes` MB inflated
 * (mostly spaces: a reader would draw nothing, but has to inflate it all first).
 */
export function bombPdf(inflatedMegabytes: number): Promise<Uint8Array> {
  // Deflating hundreds of megabytes takes seconds: each size is made once per test file.
  let made = bombs.get(inflatedMegabytes);
  if (!made) bombs.set(inflatedMegabytes, (made = makeBombPdf(inflatedMegabytes)));
  return made.then((bytes) => bytes.slice());
}

const bombs = new Map<number, Promise<Uint8Array>>();

async function makeBombPdf(inflatedMegabytes: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  // Deflated off the event loop: seconds of a blocked loop would leave this process's idle keep-alive
  // connections unattended while the server closes them, and the next request would go out on a closed one.
  const content = await promisify(deflate)(Buffer.alloc(inflatedMegabytes * 1024 * 1024, 0x20), { level: 9 });
  const stream = doc.context.stream(content, { Filter: 'FlateDecode' });
  page.node.set(PDFName.of('Contents'), doc.context.register(stream));
  return doc.save({ useObjectStreams: false });
}

/** Every stream of a PDF, inflated where it is Flate data: where a planted string could hide compressed. */
export function allReadableBytes(pdf: Uint8Array): string {
  const bytes = Buffer.from(pdf);
  const parts = [bytes.toString('latin1')];
  let at = bytes.indexOf('stream');
  while (at !== -1) {
    let start = at + 6;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    try {
      parts.push(inflateSync(bytes.subarray(start, bytes.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // not Flate data
    }
    at = bytes.indexOf('stream', start);
  }
  return parts.join('\n');
}

/** A paper whose pages carry the paragraphs' text, wrapped at about 95 characters, 46 lines a page. */
export async function textPdf(paragraphs: readonly string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const lines: string[] = [];
  for (const paragraph of paragraphs) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      if (line !== '' && line.length + word.length + 1 > 95) {
        lines.push(line);
        line = word;
      } else line = line === '' ? word : `${line} ${word}`;
    }
    lines.push(line, '');
  }
  for (let from = 0; from < lines.length; from += 46) {
    const page = doc.addPage([595, 842]);
    lines.slice(from, from + 46).forEach((text, row) => page.drawText(text, { x: 50, y: 790 - row * 16, size: 10, font }));
  }
  return doc.save();
}
