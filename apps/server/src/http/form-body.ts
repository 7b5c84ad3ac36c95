import type { IncomingMessage } from 'node:http';

export class FormTooLargeError extends Error {}

/**
 * Reads an HTML form's urlencoded body, refusing more than `limit` bytes as it streams in. Only the
 * published sites' contact form takes such bodies; the API takes JSON.
 */
export async function readFormBody(request: IncomingMessage, limit: number): Promise<Record<string, string>> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw new FormTooLargeError();
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new FormTooLargeError();
    parts.push(chunk as Buffer);
  }
  const fields: Record<string, string> = {};
  // The first of a repeated field wins; what a form does not have is ignored.
  for (const [name, value] of new URLSearchParams(Buffer.concat(parts).toString('utf8'))) {
    fields[name] ??= value;
  }
  return fields;
}
