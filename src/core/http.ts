import { MintKitError } from './errors.js';
import { defaultTimers, type Timers } from './ticker.js';

/**
 * How failed requests are retried. One policy for the whole kit: only idempotent reads are retried,
 * only when the failure is retryable (5xx including `AUTH_UNAVAILABLE`, transport failures, and a 429
 * rate limit, waited out per its `Retry-After`), never on any other 4xx. `prepare-mint` and
 * `execute-mint` are never retried here; the mint flow decides.
 */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  /** Delay before the first retry; doubles each time. */
  baseDelayMs: number;
  /** Cap on any single delay (also caps how long a `Retry-After` is honoured for). */
  maxDelayMs: number;
}

/**
 * The kit's retry policy for reads: 3 retries from 250 ms, doubling, each wait capped at 8 s. Spread
 * it to change one figure without restating the rest.
 *
 * @example
 * const client = createMintClient({ apiKey, baseUrl, retry: { ...defaultRetryPolicy, retries: 5 } })
 */
export const defaultRetryPolicy: RetryPolicy = { retries: 3, baseDelayMs: 250, maxDelayMs: 8_000 };
/**
 * A policy that never retries: for tests that count requests, or callers that run their own retry
 * loop (see `shouldRetry` and `retryDelayMs`).
 *
 * @example
 * const client = createMintClient({ apiKey: 'svc_test_example1', baseUrl, fetch: fetchStub, retry: noRetry })
 * await client.getCollection('genesis') // exactly one request, whatever the answer
 */
export const noRetry: RetryPolicy = { retries: 0, baseDelayMs: 0, maxDelayMs: 0 };

/**
 * Whether the policy retries this failure at all (idempotence is the caller's part).
 *
 * @example
 * // a client made with `retry: noRetry` that retries in its own loop, e.g. to show "Retrying 2 of 3…"
 * if (attempt < 3 && shouldRetry(failure)) {
 *   await new Promise((resolve) => setTimeout(resolve, retryDelayMs(defaultRetryPolicy, attempt, failure, Math.random)))
 * }
 */
export function shouldRetry(error: MintKitError): boolean {
  if (!error.retryable) return false;
  // A crowd opening a drop at the same second meets rate limits; the service said when to come back.
  if (error.status === 429) return true;
  return error.status === null || error.status >= 500 || (error.status >= 200 && error.status < 300);
}

/**
 * Delay before retry number `attempt` (0-based): capped exponential backoff with "equal jitter"
 * (half fixed, half random) so a crowd of buyers that failed together does not retry together.
 * A `Retry-After` from the service is a minimum (one longer than the cap is not retried); the jitter
 * goes on top of it, because every buyer told "2 seconds" coming back in the same millisecond is the
 * burst the service just refused.
 *
 * @example
 * const waitMs = retryDelayMs(defaultRetryPolicy, attempt, failure, Math.random)
 * setStatus(`Retrying in ${Math.ceil(waitMs / 1000)} s…`)
 */
export function retryDelayMs(policy: RetryPolicy, attempt: number, error: MintKitError, random: () => number): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  const asked = error.retryAfterMs ?? 0;
  if (asked <= 0) return Math.round(exponential / 2 + (exponential / 2) * random());
  return Math.round(Math.max(asked, Math.min(policy.maxDelayMs, asked + (exponential / 2) * random())));
}

/**
 * The wait before retry number `attempt` (0-based) of a request that failed with `error`, or null when
 * the policy gives up: out of retries, a failure it does not retry, or a `Retry-After` longer than the
 * cap (retrying sooner would ignore what the service asked, so the caller gets the error with
 * `retryAfterMs` instead). The one decision for reads and for the mint flow's prepare-mint.
 */
export function nextRetryDelayMs(policy: RetryPolicy, attempt: number, error: MintKitError, random: () => number): number | null {
  if (attempt >= policy.retries || !shouldRetry(error) || (error.retryAfterMs ?? 0) > policy.maxDelayMs) return null;
  return retryDelayMs(policy, attempt, error, random);
}

export interface HttpOptions {
  fetch: typeof fetch;
  /** Whole-request timeout, headers and body included. */
  timeoutMs: number;
  retry: RetryPolicy;
  timers: Timers;
  random: () => number;
  /** Monotonic ms, for round-trip timing (server clock samples). */
  monotonicNow: () => number;
  /**
   * Narrow the round trip with the browser's Resource Timing when the service allows it: the time
   * between the request leaving and the response starting, without a CORS preflight or the body.
   */
  resourceTiming: boolean;
}

/** `HttpOptions` a client may be given, each optional; `undefined` counts as not given (as `??` reads it). */
export type HttpOverrides<K extends keyof HttpOptions> = { [Name in K]?: HttpOptions[Name] | undefined };

export function resolveHttpOptions(options: Partial<HttpOptions>): HttpOptions {
  const fetchImpl = options.fetch ?? (typeof fetch === 'function' ? fetch.bind(globalThis) : undefined);
  if (!fetchImpl) {
    throw new MintKitError({ code: 'NETWORK_ERROR', message: 'No fetch available: pass `fetch` in the client options.' });
  }
  return {
    fetch: fetchImpl,
    timeoutMs: options.timeoutMs ?? 15_000,
    retry: options.retry ?? defaultRetryPolicy,
    timers: options.timers ?? defaultTimers,
    random: options.random ?? Math.random,
    monotonicNow: options.monotonicNow ?? (() => performance.now()),
    resourceTiming: options.monotonicNow === undefined && typeof performance !== 'undefined' && typeof performance.getEntriesByName === 'function',
  };
}

export interface RequestSpec {
  method: 'GET' | 'POST';
  url: string;
  /** e.g. `GET /collections/{identifier}`: names the endpoint in errors. */
  endpoint: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Reads are retried by the policy; writes never are. */
  idempotent: boolean;
  signal?: AbortSignal | undefined;
  /** Turns a non-2xx JSON body into the service's typed error. */
  toFailure(status: number, json: unknown, retryAfterMs: number | null, endpoint: string): MintKitError;
}

export interface JsonResponse {
  status: number;
  json: unknown;
  /** Monotonic ms when the request was sent and when its headers arrived. */
  sentAt: number;
  receivedAt: number;
}

/** Sends a request and returns its parsed JSON, retrying per the policy. Throws `MintKitError`. */
export async function requestJson(http: HttpOptions, spec: RequestSpec): Promise<JsonResponse> {
  const retries = spec.idempotent ? http.retry.retries : 0;
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptOnce(http, spec);
    } catch (error) {
      const failure = toMintKitError(error, spec.endpoint);
      const waitMs = nextRetryDelayMs({ ...http.retry, retries }, attempt, failure, http.random);
      if (waitMs === null || spec.signal?.aborted) throw failure;
      await waitUnlessAborted(http.timers, waitMs, spec.signal);
      if (spec.signal?.aborted) throw abortedError(spec.endpoint);
    }
  }
}

async function attemptOnce(http: HttpOptions, spec: RequestSpec): Promise<JsonResponse> {
  if (spec.signal?.aborted) throw abortedError(spec.endpoint);
  const controller = new AbortController();
  let timedOut = false;
  const timer = http.timers.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, http.timeoutMs);
  const onCallerAbort = () => controller.abort();
  spec.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json', ...spec.headers };
  if (spec.body !== undefined) headers['Content-Type'] = 'application/json';

  const sentAt = http.monotonicNow();
  try {
    let response: Response;
    try {
      response = await http.fetch(spec.url, {
        method: spec.method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal: controller.signal,
        // A browser-cached answer comes back in no time with an old `serverTime`, which the clock
        // would take as its best sample and run countdowns late by the cache's age; react-query is
        // the kit's cache. Reads only: no browser reuses a POST's answer, and `no-store` would also
        // bypass the browser's cache of CORS preflights, a second round trip on every mint click.
        cache: spec.method === 'GET' ? 'no-store' : 'default',
      });
    } catch (cause) {
      throw transportError(cause, timedOut, spec, 'no answer');
    }
    const receivedAt = http.monotonicNow();
    let text: string;
    try {
      // Read under the same timer and signal: a stalled body is a timeout, not a hang.
      text = await untilAborted(response.text(), controller.signal);
    } catch (cause) {
      throw transportError(cause, timedOut, spec, 'the body was cut off', response.status);
    }
    const failed = response.status < 200 || response.status >= 300;
    const json = parseBody(text, response, spec.endpoint, failed);
    // The service's failure body under a 200 is a failure too, here where the retry policy sees it:
    // AUTH_UNAVAILABLE so sent is retried as its 503 is.
    if (failed || isFailureBody(json)) {
      throw spec.toFailure(response.status, json, parseRetryAfter(response.headers.get('Retry-After'), response.headers.get('Date')), spec.endpoint);
    }
    return { status: response.status, json, ...(http.resourceTiming ? narrowed(spec.url, sentAt, receivedAt) : { sentAt, receivedAt }) };
  } finally {
    http.timers.clearTimeout(timer);
    spec.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** `{ success: false, code }`: the service's failure body, whatever the status it came with. */
function isFailureBody(json: unknown): boolean {
  return typeof json === 'object' && json !== null && (json as { success?: unknown }).success === false && typeof (json as { code?: unknown }).code === 'string';
}

/** A failure's body that is empty or plain text (a proxy's, say) decodes as null: its status says what happened. */
function parseBody(text: string, response: Response, endpoint: string, failed: boolean): unknown {
  const { status } = response;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (contentType.includes('text/html') || /^<(!doctype|html|head|body)/i.test(text.trimStart())) {
    throw new MintKitError({
      code: 'HTML_RESPONSE',
      endpoint,
      status,
      message: `${endpoint} answered with an HTML page, likely a proxy's or CDN's error page (status ${status}).`,
    });
  }
  try {
    return JSON.parse(text);
  } catch (cause) {
    if (failed) return null;
    throw new MintKitError({
      code: 'INVALID_RESPONSE',
      endpoint,
      status,
      cause,
      message: `${endpoint} answered with ${text.length === 0 ? 'an empty body' : `invalid or cut-short JSON (${text.length} characters)`} (status ${status}).`,
    });
  }
}

function transportError(cause: unknown, timedOut: boolean, spec: RequestSpec, stage: string, status: number | null = null): MintKitError {
  if (timedOut) {
    return new MintKitError({ code: 'TIMEOUT', endpoint: spec.endpoint, status, cause, message: `${spec.endpoint} did not finish in time (${stage}).` });
  }
  if (spec.signal?.aborted) return abortedError(spec.endpoint);
  if (status !== null) {
    return new MintKitError({ code: 'INVALID_RESPONSE', endpoint: spec.endpoint, status, cause, message: `${spec.endpoint}: ${stage} (status ${status}).` });
  }
  return new MintKitError({
    code: 'NETWORK_ERROR',
    endpoint: spec.endpoint,
    cause,
    message: `${spec.endpoint} could not reach the service (${cause instanceof Error ? cause.message : String(cause)}).`,
  });
}

function abortedError(endpoint: string): MintKitError {
  return new MintKitError({ code: 'ABORTED', endpoint, message: `${endpoint} was cancelled.` });
}

function toMintKitError(error: unknown, endpoint: string): MintKitError {
  if (error instanceof MintKitError) return error;
  return new MintKitError({ code: 'NETWORK_ERROR', endpoint, cause: error, message: `${endpoint} failed: ${String(error)}` });
}

/**
 * `Retry-After` in seconds or as an HTTP date, as milliseconds. A date is on the server's clock, so
 * it is measured from the answer's own `Date` header when that is readable, and from the device's
 * clock (which may be hours off) only when it is not.
 */
export function parseRetryAfter(value: string | null, serverDate: string | null = null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  const sentAt = serverDate ? Date.parse(serverDate) : NaN;
  return Math.max(0, at - (Number.isNaN(sentAt) ? Date.now() : sentAt));
}

/** The request's own send and first-byte times from Resource Timing, when the service exposes them. */
function narrowed(url: string, sentAt: number, receivedAt: number): { sentAt: number; receivedAt: number } {
  const entries = performance.getEntriesByName(url, 'resource') as PerformanceResourceTiming[];
  const entry = entries[entries.length - 1];
  if (entry && entry.startTime >= sentAt - 1 && entry.requestStart > 0 && entry.responseStart >= entry.requestStart) {
    return { sentAt: entry.requestStart, receivedAt: entry.responseStart };
  }
  return { sentAt, receivedAt };
}

/** Settles with the promise, or rejects as soon as the signal fires, whichever comes first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Waits `ms` on `timers`; an abort of `signal` ends the wait at once (clearing its timer). It resolves
 * either way: the caller checks `signal.aborted` to tell which.
 */
export function waitUnlessAborted(timers: Timers, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const stop = () => {
      timers.clearTimeout(handle);
      resolve();
    };
    const handle = timers.setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Joins a base URL and the version prefix: `https://x/api` → `https://x/api/v1`; `…/v1` is kept.
 * Use it to check a configured address up front; `what` names the setting in the error.
 *
 * @example
 * normalizeBaseUrl('https://mint.example.com/api/', 'Mint service URL') // 'https://mint.example.com/api/v1'
 * normalizeBaseUrl('mint.example.com', 'Mint service URL') // throws MintKitError INVALID_SETUP: not an absolute URL
 */
export function normalizeBaseUrl(baseUrl: string, what: string): string {
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') {
    throw new MintKitError({ code: 'INVALID_SETUP', message: `${what} needs a baseUrl, e.g. "https://api.example.com".` });
  }
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch (cause) {
    throw new MintKitError({ code: 'INVALID_SETUP', cause, message: `${what}: "${baseUrl}" is not an absolute URL.` });
  }
  const path = url.pathname.replace(/\/+$/, '').replace(/\/v1$/, '');
  return `${url.origin}${path}/v1`;
}

/** Builds `?a=1&b=2` from defined values only. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Encodes one path segment; identifiers from the outside world may hold anything. */
export const segment: (value: string) => string = encodeURIComponent;
