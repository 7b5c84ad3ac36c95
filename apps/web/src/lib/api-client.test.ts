import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './api-client.ts';

type Call = { url: string; init: RequestInit };

/** A stand-in for `fetch` that records each call and answers with the given responses in turn. */
function fakeFetch(...answers: Array<Response | Error>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    calls.push({ url: String(input), init });
    const answer = answers.shift();
    if (!answer) throw new Error('fakeFetch: no answer left');
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetch, calls };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

describe('api client', () => {
  it('posts JSON with cookies and returns the success envelope', async () => {
    const { fetch, calls } = fakeFetch(json(201, { success: true, message: 'Message sent successfully!' }));
    const client = createApiClient({ fetch });

    const result = await client.post('/api/v1/notification/contactmessage', {
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello',
    });

    expect(result).toEqual({ success: true, message: 'Message sent successfully!' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('/api/v1/notification/contactmessage');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('include');
    const headers = new Headers(call?.init.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(JSON.parse(String(call?.init.body))).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello',
    });
  });

  it('returns the data of a GET and builds the query string, skipping undefined values', async () => {
    const { fetch, calls } = fakeFetch(json(200, { success: true, data: { users: [], total: 0 } }));
    const client = createApiClient({ baseUrl: 'https://api.example.test', fetch });

    const result = await client.get<{ users: unknown[]; total: number }>('/api/v1/admin/userlist', {
      params: { page: 0, limit: 5, search: undefined },
    });

    expect(result.data).toEqual({ users: [], total: 0 });
    expect(calls[0]?.url).toBe('https://api.example.test/api/v1/admin/userlist?page=0&limit=5');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('sends FormData as is, leaving the multipart content type to the browser', async () => {
    const { fetch, calls } = fakeFetch(json(200, { success: true }));
    const client = createApiClient({ fetch });
    const form = new FormData();
    form.set('title', 'My site');

    await client.post('/api/v1/userData/portfolioData', form);

    expect(calls[0]?.init.body).toBe(form);
    expect(new Headers(calls[0]?.init.headers).has('Content-Type')).toBe(false);
  });

  it("throws an ApiError with the status and the server's message for a 400", async () => {
    const { fetch } = fakeFetch(
      json(400, { success: false, message: 'Please enter a valid email address.' }),
    );
    const client = createApiClient({ fetch });

    const error = await caught(client.post('/api/v1/notification/contactmessage', { email: 'nope' }));

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.serverMessage).toBe('Please enter a valid email address.');
    expect(apiError.message).toBe('Please enter a valid email address.');
    expect(apiError.body).toEqual({ success: false, message: 'Please enter a valid email address.' });
  });

  it('throws an ApiError without a server message when a 5xx answer is not JSON', async () => {
    const { fetch } = fakeFetch(new Response('<h1>Bad Gateway</h1>', { status: 502 }));
    const client = createApiClient({ fetch });

    const error = await caught(client.get('/api/v1/user/userInformation'));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).serverMessage).toBeUndefined();
    expect((error as ApiError).message).toBe('The request failed with status 502.');
  });

  it('turns a network failure into an ApiError with status 0 and keeps the cause', async () => {
    const failure = new TypeError('Failed to fetch');
    const { fetch } = fakeFetch(failure);
    const client = createApiClient({ fetch });

    const error = await caught(client.post('/api/v1/notification/contactmessage', {}));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).serverMessage).toBeUndefined();
    expect((error as ApiError).cause).toBe(failure);
  });

  it('lets an abort through unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { fetch } = fakeFetch(abort);
    const client = createApiClient({ fetch });

    const error = await caught(client.get('/api/v1/user/userInformation', { signal: controller.signal }));

    expect(error).toBe(abort);
  });

  it('rejects a 2xx answer that is not the API envelope', async () => {
    const { fetch } = fakeFetch(new Response('<!doctype html><title>App</title>', { status: 200 }));
    const client = createApiClient({ fetch });

    const error = await caught(client.get('/api/v1/user/userInformation'));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(200);
  });

  it('treats 204 No Content as success', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 204 }));
    const client = createApiClient({ fetch });

    await expect(client.post('/api/v1/user/logout')).resolves.toEqual({ success: true });
  });
});
