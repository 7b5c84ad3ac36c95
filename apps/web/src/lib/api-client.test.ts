import { apiEndpoints, type EndpointName, endpointOf } from '@portfolio/shared/api';
import { describe, expect, it } from 'vitest';
import { ApiError, apiUrl, type CallQuery, createApiClient } from './api-client.ts';

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

    const result = await client.call('contactMessage', {
      body: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
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

    const result = await client.call('adminUserList', {
      // `search` is no query of this list: here only to be left out while undefined.
      query: { page: 0, limit: 5, search: undefined } as CallQuery<'adminUserList'>,
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

    await client.call('createPortfolio', { body: form });

    expect(calls[0]?.init.body).toBe(form);
    expect(new Headers(calls[0]?.init.headers).has('Content-Type')).toBe(false);
  });

  it("throws an ApiError with the status and the server's message for a 400", async () => {
    const { fetch } = fakeFetch(
      json(400, { success: false, message: 'Please enter a valid email address.' }),
    );
    const client = createApiClient({ fetch });

    const error = await caught(
      client.call('contactMessage', { body: { name: 'Ada', email: 'nope', message: 'Hello' } }),
    );

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.serverMessage).toBe('Please enter a valid email address.');
    expect(apiError.message).toBe('Please enter a valid email address.');
    expect(apiError.body).toEqual({ success: false, message: 'Please enter a valid email address.' });
  });

  it('keeps the sentence a failed answer carries as data', async () => {
    const { fetch } = fakeFetch(
      json(400, { success: false, message: 'Invalid OTP', data: 'The code is incorrect. 4 tries left.' }),
      json(400, { success: false, message: 'Invalid input', data: { field: 'otp' } }),
    );
    const client = createApiClient({ fetch });

    const body = { email: 'ada@example.com', otp: '123456' };
    const withSentence = (await caught(client.call('verifyOtp', { body }))) as ApiError;
    const withObject = (await caught(client.call('verifyOtp', { body }))) as ApiError;

    expect(withSentence.serverMessage).toBe('Invalid OTP');
    expect(withSentence.serverDetail).toBe('The code is incorrect. 4 tries left.');
    expect(withObject.serverDetail).toBeUndefined();
  });

  it('throws an ApiError without a server message when a 5xx answer is not JSON', async () => {
    const { fetch } = fakeFetch(new Response('<h1>Bad Gateway</h1>', { status: 502 }));
    const client = createApiClient({ fetch });

    const error = await caught(client.call('userInformation'));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).serverMessage).toBeUndefined();
    expect((error as ApiError).message).toBe('The request failed with status 502.');
  });

  it('turns a network failure into an ApiError with status 0 and keeps the cause', async () => {
    const failure = new TypeError('Failed to fetch');
    const { fetch } = fakeFetch(failure);
    const client = createApiClient({ fetch });

    const error = await caught(
      client.call('contactMessage', { body: { name: 'Ada', email: 'ada@example.com', message: 'Hello' } }),
    );

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

    const error = await caught(client.call('userInformation', { signal: controller.signal }));

    expect(error).toBe(abort);
  });

  it('rejects a 2xx answer that is not the API envelope', async () => {
    const { fetch } = fakeFetch(new Response('<!doctype html><title>App</title>', { status: 200 }));
    const client = createApiClient({ fetch });

    const error = await caught(client.call('userInformation'));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(200);
  });

  it('rejects a 2xx envelope whose success is false as the refusal it is', async () => {
    const { fetch } = fakeFetch(
      json(200, { success: false, message: 'The message store is resting.' }),
      json(200, { success: false }),
    );
    const client = createApiClient({ fetch });

    const body = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };
    const withMessage = (await caught(client.call('contactMessage', { body }))) as ApiError;
    const withoutMessage = (await caught(client.call('contactMessage', { body }))) as ApiError;

    expect(withMessage).toBeInstanceOf(ApiError);
    expect(withMessage.status).toBe(200);
    expect(withMessage.serverMessage).toBe('The message store is resting.');
    expect(withMessage.refused).toBe(true);
    expect(withoutMessage.serverMessage).toBeUndefined();
    expect(withoutMessage.refused).toBe(true);
  });

  it("tells the server's refusals from calls that failed on the way", async () => {
    const { fetch } = fakeFetch(
      json(503, { success: false, message: 'We are down for maintenance.' }),
      new Response('<h1>Bad Gateway</h1>', { status: 502 }),
      new TypeError('Failed to fetch'),
    );
    const client = createApiClient({ fetch });

    const refused = (await caught(client.call('userInformation'))) as ApiError;
    const badGateway = (await caught(client.call('userInformation'))) as ApiError;
    const unreachable = (await caught(client.call('userInformation'))) as ApiError;

    expect(refused.refused).toBe(true);
    expect(badGateway.refused).toBe(false);
    expect(unreachable.refused).toBe(false);
  });

  it('treats 204 No Content as success', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 204 }));
    const client = createApiClient({ fetch });

    await expect(client.call('logout')).resolves.toEqual({ success: true });
  });
});

describe('api client call by endpoint name', () => {
  it('takes the method and the path from the route table', async () => {
    const names: EndpointName[] = ['takeOffline', 'usersPortfolios', 'logout', 'price', 'adminTakedown'];
    const { fetch, calls } = fakeFetch(...names.map(() => json(200, { success: true })));
    const client = createApiClient({ baseUrl: 'https://api.example.test', fetch });

    await client.call('takeOffline', { body: { portfolioId: 'p1' } });
    await client.call('usersPortfolios');
    await client.call('logout');
    await client.call('price');
    await client.call('adminTakedown', { body: { portfolioId: 'p1', reason: 'Spam' } });

    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual(
      names.map((name) => apiEndpoints[name].replace(' ', ' https://api.example.test')),
    );
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.url).toBe('https://api.example.test/api/v1/userData/portfolio/offline');
    expect(calls[1]?.init.method).toBe('GET');
    expect(calls[1]?.url).toBe('https://api.example.test/api/v1/userData/getusersportfoliodata');
    expect(calls[1]?.init.body).toBeUndefined();
    expect(calls[2]?.init.method).toBe('POST');
    expect(calls[2]?.init.body).toBeUndefined();
  });

  it('encodes the query values and leaves out the undefined ones', async () => {
    const { fetch, calls } = fakeFetch(json(200, { success: true, data: { users: [], total: 0 } }));
    const client = createApiClient({ fetch });

    await client.call('adminPortfolios', {
      query: { page: 2, limit: 10, q: 'ada & co/é?#', status: undefined },
    });

    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.url).toBe('/api/v1/admin/portfolios?page=2&limit=10&q=ada+%26+co%2F%C3%A9%3F%23');
    expect(new URL(calls[0]?.url ?? '', 'http://x').searchParams.get('q')).toBe('ada & co/é?#');
  });

  it('fills a path parameter in, encoded', async () => {
    const { fetch, calls } = fakeFetch(
      json(200, { success: true, data: { available: true } }),
      json(200, { success: true, data: { available: false } }),
    );
    const client = createApiClient({ fetch });

    const free = await client.call('hostingNameAvailability', { params: { name: 'ada' } });
    await client.call('hostingNameAvailability', { params: { name: 'a b/../c?d#e' } });

    expect(free.data).toEqual({ available: true });
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.url).toBe('/api/v1/userData/hostingname/ada');
    expect(calls[1]?.url).toBe('/api/v1/userData/hostingname/a%20b%2F..%2Fc%3Fd%23e');
  });

  it('sends a JSON body with its content type, and the abort signal', async () => {
    const { fetch, calls } = fakeFetch(json(200, { success: true }));
    const client = createApiClient({ fetch });
    const controller = new AbortController();

    await client.call('siteMessageRead', { body: { id: 'm1', read: true }, signal: controller.signal });

    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.url).toBe('/api/v1/userData/sitemessages/read');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"id":"m1","read":true}');
    expect(calls[0]?.init.signal).toBe(controller.signal);
  });

  it('sends the portfolio form as FormData, as is, for both of its endpoints', async () => {
    const { fetch, calls } = fakeFetch(json(201, { success: true }), json(200, { success: true }));
    const client = createApiClient({ fetch });
    const form = new FormData();
    form.set('hostingName', 'ada');

    await client.call('createPortfolio', { body: form });
    await client.call('updatePortfolio', { body: form });

    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'POST /api/v1/userData/portfolioData',
      'POST /api/v1/userData/updateportfoliodata',
    ]);
    for (const call of calls) {
      expect(call.init.body).toBe(form);
      expect(new Headers(call.init.headers).has('Content-Type')).toBe(false);
    }
  });

  it('builds the same address for a download or a link (apiUrl)', () => {
    expect(apiUrl('accountExport')).toBe('/api/v1/user/account/export');
    expect(apiUrl('jsonResume', { query: { portfolioId: 'p 1&x' } })).toBe(
      '/api/v1/userData/jsonresume?portfolioId=p+1%26x',
    );
    expect(apiUrl('adminPaymentsCsv', { query: { from: '2026-01-01', to: undefined, status: 'paid' } })).toBe(
      '/api/v1/admin/payments/csv?from=2026-01-01&status=paid',
    );
    expect(apiUrl('adminPaymentsCsv', { query: {} })).toBe('/api/v1/admin/payments/csv');
    expect(apiUrl('hostingNameAvailability', { params: { name: 'a/b' } })).toBe(
      '/api/v1/userData/hostingname/a%2Fb',
    );
  });

  it('asks in its types for what an endpoint needs (checked by the typecheck, never run)', () => {
    const client = createApiClient({ fetch: fakeFetch().fetch });
    const typeChecks = () => {
      // @ts-expect-error the sign-in endpoint needs its body
      void client.call('login');
      // @ts-expect-error a body of the wrong shape
      void client.call('login', { body: { mail: 'ada@example.com' } });
      // @ts-expect-error the availability endpoint needs its path parameter
      void client.call('hostingNameAvailability', {});
      // @ts-expect-error the portfolio form is FormData, not JSON
      void client.call('createPortfolio', { body: { hostingName: 'ada' } });
      // @ts-expect-error an endpoint without a body takes none
      void client.call('usersPortfolios', { body: {} });
      // @ts-expect-error a query value the schema does not take
      void client.call('siteStats', { query: { portfolioId: 'p1', days: 7 } });
      void client.call('siteStats', { query: { portfolioId: 'p1', days: 90 } });
      void client.call('adminUserList');
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});

describe('the route table in the web app', () => {
  it('is imported for its types only: its schemas stay out of every page', () => {
    const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const valueImports = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'@portfolio\/shared\/api-routes'/gms)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );

    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(valueImports).toEqual([]);
  });
});

const REFRESH = '/api/v1/auth/refresh';
const ME = '/api/v1/user/userInformation';
const PORTFOLIOS = '/api/v1/userData/getusersportfoliodata';

const unauthorized = () =>
  json(401, { success: false, message: 'Your session has expired. Please sign in again.' });
const renewed = () => json(200, { success: true, message: 'Session renewed' });
const ok = (data: unknown) => json(200, { success: true, data });

/** A test-controlled answer: the call waits until the test releases it. */
function gate() {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

/**
 * A stand-in for `fetch` that answers each path from its own queue, in order, so parallel calls
 * to different paths do not depend on the order they happen to be made in.
 */
function fakeServer(answers: Record<string, Array<Response | Promise<Response>>>) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    calls.push(url);
    const answer = answers[url]?.shift();
    if (!answer) throw new Error(`fakeServer: no answer left for ${url}`);
    return answer;
  };
  return { fetch, calls };
}

/** Lets every pending promise chain run to its next real wait. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function clientFor(server: ReturnType<typeof fakeServer>) {
  const warnings: unknown[][] = [];
  const client = createApiClient({
    fetch: server.fetch,
    logger: { warn: (...args: unknown[]) => warnings.push(args) },
  });
  let sessionsLost = 0;
  client.onSessionLost(() => {
    sessionsLost += 1;
  });
  return { client, warnings, sessionsLost: () => sessionsLost };
}

describe('api client session renewal', () => {
  it('renews the session once after a 401 and repeats the request', async () => {
    const server = fakeServer({ [ME]: [unauthorized(), ok({ userName: 'ada' })], [REFRESH]: [renewed()] });
    const { client, sessionsLost } = clientFor(server);

    const result = await client.call('userInformation');

    expect(result.data).toEqual({ userName: 'ada' });
    expect(server.calls).toEqual([ME, REFRESH, ME]);
    expect(sessionsLost()).toBe(0);
  });

  it('hands the original 401 to the caller, warns and reports the lost session when renewal fails', async () => {
    const original = unauthorized();
    const server = fakeServer({
      [ME]: [original],
      [REFRESH]: [json(401, { success: false, message: 'You are not signed in.' })],
    });
    const { client, warnings, sessionsLost } = clientFor(server);

    const error = await caught(client.call('userInformation'));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).serverMessage).toBe('Your session has expired. Please sign in again.');
    expect(server.calls).toEqual([ME, REFRESH]);
    expect(warnings).toHaveLength(1);
    expect(sessionsLost()).toBe(1);
  });

  it('treats a renewal the server cannot answer as failed too', async () => {
    const server = fakeServer({ [ME]: [unauthorized()], [REFRESH]: [json(503, {})] });
    const { client, sessionsLost } = clientFor(server);

    const error = await caught(client.call('userInformation'));

    expect((error as ApiError).status).toBe(401);
    expect(server.calls).toEqual([ME, REFRESH]);
    expect(sessionsLost()).toBe(1);
  });

  it('retries a request at most once: a second 401 goes to the caller', async () => {
    const server = fakeServer({ [ME]: [unauthorized(), unauthorized()], [REFRESH]: [renewed()] });
    const { client, sessionsLost } = clientFor(server);

    const error = await caught(client.call('userInformation'));

    expect((error as ApiError).status).toBe(401);
    expect(server.calls).toEqual([ME, REFRESH, ME]);
    expect(sessionsLost()).toBe(1);
  });

  it('makes one renewal for two requests failing at the same time, then repeats both', async () => {
    const refresh = gate();
    const server = fakeServer({
      [ME]: [unauthorized(), ok('me')],
      [PORTFOLIOS]: [unauthorized(), ok(['site'])],
      [REFRESH]: [refresh.answer],
    });
    const { client } = clientFor(server);

    const me = client.call('userInformation');
    const portfolios = client.call('usersPortfolios');
    await settle();
    expect(server.calls.filter((url) => url === REFRESH)).toHaveLength(1);
    refresh.release(renewed());

    await expect(me).resolves.toMatchObject({ data: 'me' });
    await expect(portfolios).resolves.toMatchObject({ data: ['site'] });
    expect(server.calls.filter((url) => url === REFRESH)).toHaveLength(1);
    expect(server.calls.filter((url) => url === ME)).toHaveLength(2);
    expect(server.calls.filter((url) => url === PORTFOLIOS)).toHaveLength(2);
  });

  it('gives both parallel callers the original error after one failed renewal, and reports it once', async () => {
    const refresh = gate();
    const server = fakeServer({
      [ME]: [unauthorized()],
      [PORTFOLIOS]: [unauthorized()],
      [REFRESH]: [refresh.answer],
    });
    const { client, warnings, sessionsLost } = clientFor(server);

    const me = caught(client.call('userInformation'));
    const portfolios = caught(client.call('usersPortfolios'));
    await settle();
    refresh.release(json(401, { success: false, message: 'You are not signed in.' }));

    expect(((await me) as ApiError).status).toBe(401);
    expect(((await portfolios) as ApiError).status).toBe(401);
    expect(server.calls.filter((url) => url === REFRESH)).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(sessionsLost()).toBe(1);
  });

  it('repeats a request whose 401 arrives after a renewal finished, without renewing again', async () => {
    const slow = gate();
    const server = fakeServer({
      [ME]: [unauthorized(), ok('me')],
      [PORTFOLIOS]: [slow.answer, ok(['site'])],
      [REFRESH]: [renewed()],
    });
    const { client } = clientFor(server);

    const portfolios = client.call('usersPortfolios');
    await expect(client.call('userInformation')).resolves.toMatchObject({ data: 'me' });
    slow.release(unauthorized());

    await expect(portfolios).resolves.toMatchObject({ data: ['site'] });
    expect(server.calls).toEqual([PORTFOLIOS, ME, REFRESH, ME, PORTFOLIOS]);
  });

  it('repeats a call after a renewal at the same filled-in address', async () => {
    const name = '/api/v1/userData/hostingname/a%20b%2Fc';
    const server = fakeServer({ [name]: [unauthorized(), ok({ available: true })], [REFRESH]: [renewed()] });
    const { client } = clientFor(server);

    const result = await client.call('hostingNameAvailability', { params: { name: 'a b/c' } });

    expect(result.data).toEqual({ available: true });
    expect(server.calls).toEqual([name, REFRESH, name]);
  });

  it('does not renew when the renewal call itself answers 401', async () => {
    const server = fakeServer({
      [REFRESH]: [json(401, { success: false, message: 'You are not signed in.' })],
    });
    const { client, sessionsLost } = clientFor(server);

    const error = await caught(client.call('refresh'));

    expect((error as ApiError).status).toBe(401);
    expect(server.calls).toEqual([REFRESH]);
    expect(sessionsLost()).toBe(0);
  });

  it('does not renew for errors other than 401', async () => {
    const server = fakeServer({ [ME]: [json(403, { success: false, message: 'Forbidden' })] });
    const { client } = clientFor(server);

    const error = await caught(client.call('userInformation'));

    expect((error as ApiError).status).toBe(403);
    expect(server.calls).toEqual([ME]);
  });

  it('sends the same body again when it repeats a POST', async () => {
    const bodies: unknown[] = [];
    const answers = [unauthorized(), renewed(), json(201, { success: true })];
    const client = createApiClient({
      fetch: async (_input, init) => {
        bodies.push(init?.body);
        const answer = answers.shift();
        if (!answer) throw new Error('no answer left');
        return answer;
      },
    });

    await client.call('takeOffline', { body: { portfolioId: 'p1' } });

    expect(bodies).toEqual(['{"portfolioId":"p1"}', undefined, '{"portfolioId":"p1"}']);
  });

  it('stops telling a listener once it has been removed', async () => {
    const server = fakeServer({ [ME]: [unauthorized()], [REFRESH]: [unauthorized()] });
    const client = createApiClient({ fetch: server.fetch, logger: { warn: () => {} } });
    let told = 0;
    const remove = client.onSessionLost(() => {
      told += 1;
    });
    remove();

    await caught(client.call('userInformation'));

    expect(told).toBe(0);
  });

  it('renews first when the access token is known to have expired, so no call is answered 401', async () => {
    let expired = true;
    const { fetch, calls } = fakeFetch(
      json(200, { success: true, message: 'Token refreshed' }),
      json(200, { success: true, data: { id: 'u1' } }),
      json(200, { success: true, data: { id: 'u1' } }),
    );
    const client = createApiClient({
      fetch,
      accessExpired: () => expired,
    });
    // The renewal's answer sets the cookies again (ACCESS_LIVE_COOKIE among them).
    const renewed = client.call('userInformation').finally(() => undefined);
    expired = false;
    await renewed;
    await client.call('userInformation');

    expect(calls.map((c) => c.url)).toEqual([
      endpointOf('refresh').path,
      endpointOf('userInformation').path,
      endpointOf('userInformation').path,
    ]);
  });

  it('sends nothing when that renewal fails, and answers 401 as the call would have', async () => {
    const { fetch, calls } = fakeFetch(json(401, { success: false, message: 'Please log in again.' }));
    const warnings: string[] = [];
    const client = createApiClient({
      fetch,
      accessExpired: () => true,
      logger: { warn: (message: string) => void warnings.push(message) },
    });
    let lost = 0;
    client.onSessionLost(() => {
      lost += 1;
    });

    const error = (await caught(client.call('userInformation'))) as ApiError;

    expect(error.status).toBe(401);
    expect(calls.map((c) => c.url)).toEqual([endpointOf('refresh').path]);
    expect(lost).toBe(1);
    expect(warnings).toHaveLength(1);
  });
});
