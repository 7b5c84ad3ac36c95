import PDFDocument from 'pdfkit';
import type { Block } from './resume-blocks.ts';

/** A finished pdfkit document as bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.end();
  return done;
}

/** Draws blocks down a column from `top`, `width` wide. */
function drawColumn(doc: PDFKit.PDFDocument, blocks: Block[], x: number, top: number, width: number): void {
  doc.x = x;
  doc.y = top;
  const text = (value: string, font: string, size: number, options: PDFKit.Mixins.TextOptions = {}) => {
    doc
      .font(font)
      .fontSize(size)
      .text(value, x, doc.y, { width, ...options });
  };
  for (const block of blocks) {
    switch (block.kind) {
      case 'name':
        text(block.text, 'Helvetica-Bold', 22);
        break;
      case 'heading':
        doc.moveDown(0.6);
        text(block.text, 'Helvetica-Bold', 12.5);
        doc.moveDown(0.2);
        break;
      case 'entry': {
        doc.moveDown(0.3);
        const y = doc.y;
        text(block.text, block.bold ? 'Helvetica-Bold' : 'Helvetica', 10.5, { width: width - 150 });
        const after = doc.y;
        if (block.right) {
          doc
            .font('Helvetica')
            .fontSize(10)
            .text(block.right, x + width - 145, y, { width: 145, align: 'right' });
        }
        doc.y = Math.max(after, doc.y);
        break;
      }
      case 'row': {
        doc.moveDown(0.3);
        const y = doc.y;
        const [first = '', ...rest] = block.cells;
        doc.font('Helvetica').fontSize(10).text(first, x, y, { width: 110 });
        const cellWidth = (width - 120) / Math.max(1, rest.length);
        rest.forEach((cell, i) => {
          doc
            .font(i === 0 ? 'Helvetica-Bold' : 'Helvetica')
            .fontSize(10)
            .text(cell, x + 120 + i * cellWidth, y, { width: cellWidth - 8 });
        });
        doc.y = y + 14;
        break;
      }
      case 'bullet':
        text(`•  ${block.text}`, 'Helvetica', 10, { indent: 0 });
        break;
      case 'para':
        text(block.text, 'Helvetica', 10);
        break;
      case 'line':
        text(block.text, 'Helvetica', 10);
        break;
    }
  }
}

/** A résumé PDF of standard fonts: one column, or a sidebar (`side`) left of the main column. */
export function writeResumePdf(blocks: { main: Block[]; side: Block[] }): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, bufferPages: true, info: { Title: 'Résumé' } });
  if (blocks.side.length === 0) {
    drawColumn(doc, blocks.main, 50, 50, 495);
  } else {
    drawColumn(doc, blocks.side, 36, 50, 140);
    doc.switchToPage(0);
    drawColumn(doc, blocks.main, 200, 50, 360);
  }
  return pdfBytes(doc);
}
