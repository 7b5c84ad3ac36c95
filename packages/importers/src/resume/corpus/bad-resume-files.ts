import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { Zip, ZipDeflate, type ZipInputFile, zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import { docxParts } from './write-resume-docx.ts';
import { pdfBytes } from './write-resume-pdf.ts';

// Files the résumé import must refuse, made in code for the tests (issue 28's bad input).

/** A PDF of `pages` pages with a line of text on each. */
export function manyPagesPdf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', autoFirstPage: false });
  for (let page = 1; page <= pages; page += 1)
    doc.addPage().fontSize(12).text(`Page ${page} of a long report.`);
  return pdfBytes(doc);
}

/** A résumé PDF that opens only with a password. */
export function encryptedPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ userPassword: 'secret', ownerPassword: 'owner', pdfVersion: '1.7' });
  doc.fontSize(20).text('Asha Rao').fontSize(11).text('asha@example.com');
  return pdfBytes(doc);
}

/** A grey PNG of `width` × `height`: a stand-in for a scanned page. */
export function greyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, 0xc0);
  for (let y = 0; y < height; y += 1) rows[y * (width + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A scanned résumé: one page that is a picture, with no text. */
export function scannedPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  doc.image(greyPng(200, 280), 50, 50, { width: 495 });
  return pdfBytes(doc);
}

/**
 * A ZIP bomb named .docx: a real DOCX's parts, its document.xml `megabytes` of spaces (deflated by
 * zlib to a few hundred KB). `lying` makes its headers claim 1 KB, as a crafted bomb would.
 */
export function docxBomb(megabytes: number, lying = false): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [name, data] of Object.entries(docxParts(''))) {
    if (name === 'word/document.xml') continue;
    const file = new ZipDeflate(name);
    zip.add(file);
    file.push(data, true);
  }
  const raw = Buffer.alloc(megabytes * 1024 * 1024, 0x20);
  // Deflated here, not by fflate: zlib's is native and takes a fraction of the time.
  const document: ZipInputFile = {
    filename: 'word/document.xml',
    compression: 8,
    size: raw.length,
    crc: crc32(raw),
    ondata: undefined,
    terminate: () => {},
  };
  zip.add(document);
  document.ondata?.(null, deflateRawSync(raw, { level: 9 }), true);
  zip.end();
  const bytes = Buffer.concat(chunks);
  if (lying) claimSmall(bytes);
  return bytes;
}

/** Rewrites every uncompressed size a ZIP declares (local headers, data descriptors, directory) to 1 KB. */
function claimSmall(zip: Buffer): void {
  for (let at = 0; at + 4 <= zip.length; at += 1) {
    const signature = zip.readUInt32LE(at);
    if (signature === 0x04034b50 && zip.readUInt32LE(at + 22) > 0) zip.writeUInt32LE(1024, at + 22);
    else if (signature === 0x08074b50) zip.writeUInt32LE(1024, at + 12);
    else if (signature === 0x02014b50) zip.writeUInt32LE(1024, at + 24);
  }
}

/** A ZIP that is not a Word file: no word/document.xml. */
export const plainZip = (): Uint8Array => zipSync({ 'notes.txt': new TextEncoder().encode('hello') });
