import type { FastifyInstance } from 'fastify';
import type { Jar } from './auth-helpers.ts';

/** One file sent as a browser's FormData sends it: multipart, one field, a name and a type. */
export async function postOneFile(
  app: FastifyInstance,
  cookies: Jar,
  url: string,
  file: { field: string; data: Uint8Array; type: string; name: string },
) {
  const form = new FormData();
  form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url,
    cookies,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') as string },
  });
}
