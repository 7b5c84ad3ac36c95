import { strToU8, zipSync } from 'fflate';
import type { Block } from './resume-blocks.ts';

// A DOCX as Word writes its essentials (WordprocessingML): headings by style, lists by numbering
// or typed bullets, entries' dates after a tab, table rows, a sidebar as a two-cell table.

const NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const run = (text: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
const paragraph = (content: string, style?: string, extra = '') =>
  `<w:p>${style || extra ? `<w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ''}${extra}</w:pPr>` : ''}${content}</w:p>`;
const cell = (content: string) => `<w:tc>${content || '<w:p/>'}</w:tc>`;

function bodyOf(blocks: Block[], listBullets: boolean): string {
  const out: string[] = [];
  let rows: string[] = [];
  const flushRows = () => {
    if (rows.length > 0) out.push(`<w:tbl>${rows.join('')}</w:tbl>`);
    rows = [];
  };
  for (const block of blocks) {
    if (block.kind !== 'row') flushRows();
    switch (block.kind) {
      case 'name':
        out.push(paragraph(run(block.text), 'Heading1'));
        break;
      case 'heading':
        out.push(paragraph(run(block.text), 'Heading2'));
        break;
      case 'entry':
        out.push(
          paragraph(
            run(block.text, block.bold) + (block.right ? `<w:r><w:tab/></w:r>${run(block.right)}` : ''),
          ),
        );
        break;
      case 'bullet':
        out.push(
          listBullets
            ? paragraph(
                run(block.text),
                undefined,
                '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>',
              )
            : paragraph(run(`• ${block.text}`)),
        );
        break;
      case 'row':
        rows.push(`<w:tr>${block.cells.map((text) => cell(paragraph(run(text)))).join('')}</w:tr>`);
        break;
      default:
        out.push(paragraph(run(block.text)));
    }
  }
  flushRows();
  return out.join('');
}

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles ${NS}>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/></w:style></w:styles>`;
const NUMBERING = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering ${NS}>
<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/></w:lvl></w:abstractNum>
<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a DOCX around a document body. */
export function docxParts(body: string): Record<string, Uint8Array> {
  return {
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
    ),
    'word/_rels/document.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId2" Type="${REL}/numbering" Target="numbering.xml"/></Relationships>`,
    ),
    'word/styles.xml': strToU8(STYLES),
    'word/numbering.xml': strToU8(NUMBERING),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${NS}><w:body>${body}</w:body></w:document>`,
    ),
  };
}

/**
 * A résumé DOCX: `listBullets` makes bullets Word list items (else typed '•'); a sidebar becomes a
 * table of two long cells, as two-column Word résumés are made.
 */
export function writeResumeDocx(blocks: { main: Block[]; side: Block[] }, listBullets: boolean): Uint8Array {
  const main = bodyOf(blocks.main, listBullets);
  const body =
    blocks.side.length === 0
      ? main
      : `<w:tbl><w:tr>${cell(bodyOf(blocks.side, listBullets))}${cell(main)}</w:tr></w:tbl><w:p/>`;
  return zipSync(docxParts(body));
}
