import { type ApiResponse, type EndpointName, endpointOf, fillPath } from '@portfolio/shared/api';
// Types only: the route table imports every schema, which no page's script may carry.
import type { ApiRoutes, BodyIn, DataOf, ParamsIn, QueryIn } from '@portfolio/shared/api-routes';
import { createListeners } from './listeners.ts';
import { accessExpired } from './session-hints.ts';

/**
 * A failed API call. `status` is the HTTP status, or 0 when the server could not be reached.
 * `serverMessage` is the `message` of the server's envelope when it sent one: forms show it, and
 * fall back to their own text when it is absent.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly body: unknown;

  constructor(
    status: number,
    serverMessage: string | undefined,
    options: { body?: unknown; cause?: unknown },
  ) {
    super(serverMessage ?? fallbackMessage(status), { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = options.body;
  }

  /**
   * Whether the server answered with its own refusal (`success: false`), rather than the call failing
   * on the way (no answer, or one that is not the API's envelope).
   */
  get refused(): boolean {
    return isEnvelope(this.body) && !this.body.success;
  }

  /** The envelope's `data` when it is a sentence: the longer text some errors carry beside `message`. */
  get serverDetail(): string | undefined {
    if (typeof this.body !== 'object' || this.body === null) return undefined;
    const data = (this.body as { data?: unknown }).data;
    return typeof data === 'string' && data.trim() !== '' ? data : undefined;
  }
}

function fallbackMessage(status: number): string {
  return status === 0
    ? 'The server could not be reached. Check your connection and try again.'
    : `The request failed with status ${status}.`;
}

type QueryParams = Record<string, string | number | boolean | undefined>;

type RequestOptions = {
  method: 'GET' | 'POST';
  /** A plain value is sent as JSON; FormData is sent as multipart with the browser's boundary. */
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * A query as the caller writes it: each value as the endpoint's schema reads it from the address,
 * or the number that is written so (`page: 2` for `'2'`, `days: 30` for `'30'`).
 */
export type CallQuery<K extends EndpointName> = QueryValues<QueryIn<K>>;
type QueryValues<T> = { [P in keyof T]: T[P] | NumberOf<T[P]> };
type NumberOf<S> = S extends `${infer N extends number}` ? N : string extends S ? number : never;

/** One part of a call's input: absent when the endpoint takes none, optional when all of it is. */
type Part<Key extends string, T> = [T] extends [undefined]
  ? { [P in Key]?: never }
  : Partial<T> extends T
    ? { [P in Key]?: T }
    : { [P in Key]: T };

/**
 * What a call of endpoint `K` sends, typed by the route table: its JSON body (the portfolio form's
 * FormData for the multipart endpoints), its query, its path parameters, and an abort signal.
 */
export type CallInput<K extends EndpointName> = Part<
  'body',
  ApiRoutes[K] extends { multipart: true } ? FormData : BodyIn<K>
> &
  Part<'query', CallQuery<K>> &
  Part<'params', ParamsIn<K>> & { signal?: AbortSignal };

/** An input argument: required when the endpoint needs something, else optional. */
type InputArg<T> = Partial<T> extends T ? [input?: T] : [input: T];

type AnyCallInput = {
  body?: unknown;
  query?: QueryParams;
  params?: Record<string, string>;
  signal?: AbortSignal;
};

export type ApiClientOptions = {
  /** Prepended to every path; empty means the page's own origin (production and the dev proxy). */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** The call that renews the session from its refresh cookie. */
  refreshPath?: string;
  /** Where a failed renewal is reported; a warning, since being signed out is not a fault of the page. */
  logger?: Pick<Console, 'warn'>;
  /** Whether the session is known to need renewing before a call (it is renewed first, without a 401). */
  accessExpired?: () => boolean;
};

export type ApiClient = {
  /**
   * Calls an endpoint by its name: method and path from `apiEndpoints` (`@portfolio/shared/api`),
   * the input (required when the endpoint needs some) and the answer's `data` typed by the route
   * table (`@portfolio/shared/api-routes`).
   *
   * @example apiClient.call('siteMessages', { query: { portfolioId, page: 0, limit: 10 }, signal })
   */
  call<K extends EndpointName>(name: K, ...input: InputArg<CallInput<K>>): Promise<ApiResponse<DataOf<K>>>;
  /**
   * Calls `listener` when the session is gone: a renewal failed, or a request still got a 401 after
   * one succeeded. Returns the function that removes the listener.
   */
  onSessionLost(listener: () => void): () => void;
  /**
   * Renews the session (the renewal running, if one is): for a request sent outside `call` (an
   * upload with its progress) that got a 401. True once renewed.
   */
  renewSession(): Promise<boolean>;
};

/**
 * The one HTTP client of the web app: cookies on every call, JSON in and out, the
 * `{ success, message, data }` envelope parsed, and an `ApiError` for anything but a 2xx envelope
 * whose `success` is true.
 *
 * Session renewal (docs/spec.md §4) lives here and only here: a 401 starts one call to `refreshPath`,
 * shared by every request failing while it runs, and the request is then sent once more. A request
 * sent before a renewal finished is sent again without another renewal. When renewal fails the
 * caller gets the original 401 and the session-lost listeners are told. When the page can tell that
 * the access token has expired (`accessExpired`), the renewal comes before the call instead.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const refreshPath = options.refreshPath ?? endpointOf('refresh').path;
  const logger = options.logger ?? console;
  const sessionLostListeners = createListeners();
  let renewal: Promise<boolean> | null = null;
  let renewalsDone = 0;

  async function send<T>(path: string, request: RequestOptions): Promise<ApiResponse<T>> {
    const headers = new Headers({ Accept: 'application/json' });
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) {
      body = request.body;
    } else if (request.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(request.body);
    }

    let response: Response;
    try {
      response = await fetchFn(baseUrl + path, {
        method: request.method,
        headers,
        body,
        credentials: 'include',
        signal: request.signal,
      });
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw new ApiError(0, undefined, { cause: error });
    }

    const payload = await readJson(response);
    if (!response.ok) {
      throw new ApiError(response.status, envelopeMessage(payload), { body: payload });
    }
    if (response.status === 204) return { success: true };
    if (!isEnvelope(payload)) {
      throw new ApiError(response.status, undefined, { body: payload });
    }
    // A refusal is an error whatever the status: callers have one failure path (docs/decisions/034).
    if (!payload.success) {
      throw new ApiError(response.status, envelopeMessage(payload), { body: payload });
    }
    return payload as ApiResponse<T>;
  }

  function sessionLost() {
    sessionLostListeners.notify();
  }

  /** One renewal at a time: a request failing while one runs waits for it instead of starting another. */
  function renewSession(): Promise<boolean> {
    renewal ??= send(refreshPath, { method: 'GET' })
      .then(
        () => {
          renewalsDone += 1;
          return true;
        },
        (error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          logger.warn(`The session could not be renewed (${reason}); continuing signed out.`);
          sessionLost();
          return false;
        },
      )
      .finally(() => {
        renewal = null;
      });
    return renewal;
  }

  async function request<T>(path: string, requestOptions: RequestOptions): Promise<ApiResponse<T>> {
    // A call known to be refused is not sent: the session is renewed first. Should that fail, the
    // caller hears the 401 the call would have had.
    if (path !== refreshPath && options.accessExpired?.() && !(await renewSession())) {
      throw new ApiError(401, undefined, {});
    }
    const renewalsBeforeSend = renewalsDone;
    try {
      return await send<T>(path, requestOptions);
    } catch (error) {
      if (!isUnauthorized(error) || path === refreshPath) throw error;
      const renewed = renewalsDone !== renewalsBeforeSend || (await renewSession());
      if (!renewed) throw error;
    }
    try {
      return await send<T>(path, requestOptions);
    } catch (error) {
      if (isUnauthorized(error)) sessionLost();
      throw error;
    }
  }

  function call(name: EndpointName, input: AnyCallInput = {}): Promise<ApiResponse<unknown>> {
    return request(urlOf(name, input), {
      method: endpointOf(name).method,
      body: input.body,
      signal: input.signal,
    });
  }

  return {
    call: call as ApiClient['call'],
    onSessionLost: sessionLostListeners.subscribe,
    renewSession,
  };
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function urlOf(name: EndpointName, input: AnyCallInput = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return `${fillPath(endpointOf(name).path, input.params ?? {})}${search ? `?${search}` : ''}`;
}

/**
 * The address of an endpoint on this origin, as `call` builds it: its path from the route table with
 * the path parameters filled in (encoded), then the query without its undefined values. For the
 * downloads and links that are not calls through the client.
 */
export const apiUrl = urlOf as <K extends EndpointName>(
  name: K,
  ...input: InputArg<Pick<CallInput<K>, 'query' | 'params'>>
) => string;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isEnvelope(value: unknown): value is ApiResponse<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { success?: unknown }).success === 'boolean'
  );
}

function envelopeMessage(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const message = (value as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The client the app uses: same origin as the page. */
export const apiClient = createApiClient({ accessExpired });
