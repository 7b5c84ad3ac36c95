import { describe, expect, it } from 'vitest';
import { MAX_HEAD_BYTES, readRequestHead } from './request-head.ts';

const head = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;

describe('reading a request head for the raw fast path', () => {
  it('reads a plain GET: its method, target, headers in lower case and its length', () => {
    const text = head(['GET /atlas/?utm=1 HTTP/1.1', 'Host: asha.localhost', 'Accept-Encoding:  gzip, br ']);
    expect(readRequestHead(`${text}GET / HTTP/1.1`)).toEqual({
      method: 'GET',
      url: '/atlas/?utm=1',
      headers: { host: 'asha.localhost', 'accept-encoding': 'gzip, br' },
      length: text.length,
    });
    expect(readRequestHead(head(['HEAD / HTTP/1.1', 'host: a']))).toMatchObject({ method: 'HEAD' });
  });

  it('waits for the blank line, but not past the size at which Node answers 431', () => {
    expect(readRequestHead('GET / HTTP/1.1\r\nHost: a\r\n')).toBe('incomplete');
    expect(readRequestHead('GET / HTTP/1.1\r\nHost: a\r\n\r')).toBe('incomplete');
    const long = `GET / HTTP/1.1\r\nHost: a\r\nX-Long: ${'a'.repeat(MAX_HEAD_BYTES)}`;
    expect(readRequestHead(long)).toBe('other');
    expect(readRequestHead(`${long}\r\n\r\n`)).toBe('other');
  });

  it.each([
    ['another method', head(['POST / HTTP/1.1', 'Host: a'])],
    ['a method in lower case', head(['get / HTTP/1.1', 'Host: a'])],
    ['HTTP/1.0', head(['GET / HTTP/1.0', 'Host: a'])],
    ['a target in absolute form', head(['GET http://a/ HTTP/1.1', 'Host: a'])],
    ['a space in the target', head(['GET /a b HTTP/1.1', 'Host: a'])],
    ['no Host', head(['GET / HTTP/1.1', 'Accept: */*'])],
    ['an empty Host', head(['GET / HTTP/1.1', 'Host: '])],
    ['two Hosts', head(['GET / HTTP/1.1', 'Host: a', 'Host: b'])],
    ['a header repeated in another case', head(['GET / HTTP/1.1', 'Host: a', 'Accept: x', 'accept: y'])],
    ['a body by length', head(['GET / HTTP/1.1', 'Host: a', 'Content-Length: 5'])],
    ['a body in chunks', head(['GET / HTTP/1.1', 'Host: a', 'Transfer-Encoding: chunked'])],
    ['Expect', head(['GET / HTTP/1.1', 'Host: a', 'Expect: 100-continue'])],
    ['an upgrade', head(['GET / HTTP/1.1', 'Host: a', 'Connection: Upgrade', 'Upgrade: websocket'])],
    ['a space before the colon', head(['GET / HTTP/1.1', 'Host : a'])],
    ['a folded line', head(['GET / HTTP/1.1', 'Host: a', 'X-A: 1', ' 2'])],
    ['a bare line feed', 'GET / HTTP/1.1\r\nHost: a\nX-A: 1\r\n\r\n'],
    ['a control character in a value', head(['GET / HTTP/1.1', 'Host: a', 'X-A: 1\x002'])],
    ["Object's own names", head(['GET / HTTP/1.1', 'Host: a', '__proto__: x'])],
    ['bytes that are not HTTP', '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n'],
  ])('leaves %s to Node', (_case, text) => {
    expect(readRequestHead(text)).toBe('other');
  });
});
