import type { ApiResponse } from '@portfolio/shared/api';
import { vi } from 'vitest';

/**
 * The server's answer: its `{ success, message, data }` envelope with an HTTP status. `success` follows
 * the status unless given: `envelope(200, { success: false })` is a refusal sent with a 200.
 */
export function envelope<T>(status: number, body: Partial<ApiResponse<T>> = {}): Response {
  return Response.json({ success: status < 400, ...body }, { status });
}

/** One request the page sent: method, path, query and JSON body. */
export type SentRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
};

/**
 * Puts `answer` in place of the network (`fetch`): the app's own client, queries and forms run as
 * they do in the browser. Returns the requests sent, in order. Vitest restores `fetch` after the test.
 */
export function stubApi(answer: (request: SentRequest) => Response | Promise<Response>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    sent.push(request);
    return answer(request);
  });
  return sent;
}
