import http from 'node:http';

/**
 * A request the raw fast path may answer itself (raw-fast-path.ts): a GET or HEAD in HTTP/1.1
 * with no body, its header names in lower case. Anything this reader is not sure of is left to
 * Node's HTTP parser, which sees the same bytes: the two can never frame a connection differently.
 */
export type RequestHead = {
  method: 'GET' | 'HEAD';
  url: string;
  headers: Record<string, string> & { host: string };
  /** The bytes the head took, its blank line included: where the next request starts. */
  length: number;
};

/** Node's own limit on a request's head (`--max-http-header-size`): past it, Node answers 431. */
export const MAX_HEAD_BYTES = http.maxHeaderSize;

const REQUEST_LINE = /^(GET|HEAD) (\/[!-~]*) HTTP\/1\.1$/;
// A token, a colon, then a value of visible characters, spaces and tabs (RFC 9110 §5).
const HEADER_LINE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+):[ \t]*([\t -~\x80-\xff]*?)[ \t]*$/;
// Headers that announce a body, a protocol switch or a request to wait: Node deals with those.
const NOT_SIMPLE = new Set(['content-length', 'transfer-encoding', 'expect', 'upgrade']);

/**
 * Reads the request at the start of `text` (bytes as latin1). 'incomplete' while its blank line
 * has not arrived (and it is within Node's limit); 'other' for anything but a plain GET or HEAD:
 * another method or version, a body, a repeated header, a missing Host, a line Node might read
 * differently.
 */
export function readRequestHead(text: string): RequestHead | 'incomplete' | 'other' {
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) return text.length < MAX_HEAD_BYTES ? 'incomplete' : 'other';
  if (end >= MAX_HEAD_BYTES) return 'other';
  const lines = text.slice(0, end).split('\r\n');
  const request = REQUEST_LINE.exec(lines[0] as string);
  if (!request) return 'other';
  const headers: Record<string, string> = {};
  for (let i = 1; i < lines.length; i++) {
    const header = HEADER_LINE.exec(lines[i] as string);
    if (!header) return 'other';
    const name = (header[1] as string).toLowerCase();
    // `in` also sees Object's own names (`constructor`, `__proto__`): those go to Node too.
    if (name in headers || NOT_SIMPLE.has(name)) return 'other';
    headers[name] = header[2] as string;
  }
  if (!headers.host) return 'other';
  // Host was just checked: the type says so without copying the headers.
  const checked = headers as RequestHead['headers'];
  return {
    method: request[1] as 'GET' | 'HEAD',
    url: request[2] as string,
    headers: checked,
    length: end + 4,
  };
}
