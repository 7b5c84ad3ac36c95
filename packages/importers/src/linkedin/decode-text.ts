const utf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

/**
 * A CSV's text. LinkedIn writes UTF-8 (a BOM first or not: the decoder drops it), but a file saved
 * again from a spreadsheet on Windows comes back as Windows-1252, sometimes only in the lines that
 * were edited: so a file that is not UTF-8 throughout is decoded line by line, each line as UTF-8
 * when it is valid UTF-8 and as Windows-1252 when not. Both keep ASCII as it is, so splitting the
 * bytes at line feeds is safe in either.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    const lines: string[] = [];
    let start = 0;
    while (start <= bytes.length) {
      const end = bytes.indexOf(0x0a, start);
      const stop = end === -1 ? bytes.length : end;
      lines.push(decodeLine(bytes.subarray(start, stop), start === 0));
      start = stop + 1;
    }
    return lines.join('\n');
  }
}

function decodeLine(line: Uint8Array, first: boolean): string {
  try {
    return utf8.decode(line);
  } catch {
    const text = windows1252.decode(line);
    // A UTF-8 BOM read as Windows-1252 is 'ï»¿': it is still a BOM.
    return first && text.startsWith('ï»¿') ? text.slice(3) : text;
  }
}
