import { faultResponse, type FaultInjector } from './faults.js';
import type { SandboxRequestEnv } from './request-context.js';

/** Where relative URLs given to `fetchFrom()` point. */
export const DEFAULT_SANDBOX_BASE_URL = 'http://sandbox.mintkit.test';

export type Dispatch = (request: Request, env: SandboxRequestEnv) => Promise<Response>;

export interface PageFetchOptions {
  dispatch: Dispatch;
  faults: FaultInjector;
  /** The page's origin; null for a caller that sends none (a server process). */
  origin: string | null;
  /** Prefix the caller reached the sandbox at, when it is not the request URL's origin. */
  base?: string;
  /**
   * Run the browser's CORS checks (default). Off where a real browser already runs them, as behind
   * msw's service worker.
   */
  simulateCors?: boolean;
}

const SIMPLE_METHODS = new Set(['GET', 'HEAD', 'POST']);
const SIMPLE_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);
const SAFELISTED_RESPONSE_HEADERS = new Set([
  'cache-control',
  'content-language',
  'content-length',
  'content-type',
  'expires',
  'last-modified',
  'pragma',
]);

const networkError = () => new TypeError('Failed to fetch');

/** Request headers a browser would send without asking first (the CORS "safelist"). */
function headersNeedingPreflight(request: Request): string[] {
  const names: string[] = [];
  request.headers.forEach((value, name) => {
    if (name === 'origin' || name === 'accept' || name === 'accept-language' || name === 'content-language') return;
    if (name === 'content-type' && SIMPLE_CONTENT_TYPES.has(value.split(';')[0]?.trim().toLowerCase() ?? '')) return;
    names.push(name);
  });
  return names.sort();
}

function listIncludes(header: string | null, value: string): boolean {
  return (header ?? '').split(',').some((entry) => {
    const item = entry.trim().toLowerCase();
    return item === '*' || item === value.toLowerCase();
  });
}

function allowsOrigin(response: Response, origin: string): boolean {
  const allowed = response.headers.get('Access-Control-Allow-Origin');
  return allowed === '*' || allowed === origin;
}

/** What page script may read of a cross-origin response: safelisted and exposed headers only. */
function asSeenByPage(response: Response): Response {
  const exposed = response.headers.get('Access-Control-Expose-Headers');
  const headers = new Headers();
  response.headers.forEach((value, name) => {
    if (SAFELISTED_RESPONSE_HEADERS.has(name) || listIncludes(exposed, name)) headers.set(name, value);
  });
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function toUrl(input: RequestInfo | URL): URL {
  const raw = input instanceof Request ? input.url : String(input);
  return new URL(raw, DEFAULT_SANDBOX_BASE_URL);
}

/**
 * A `fetch` that behaves like page script on `origin` talking to the sandbox in-process: it sends
 * the Origin, runs the CORS preflight and response checks a browser would, hides unexposed
 * response headers, and honours injected faults. A CORS failure is the same opaque
 * `TypeError('Failed to fetch')` a browser gives.
 */
export function createPageFetch(options: PageFetchOptions): typeof fetch {
  const { dispatch, faults, origin } = options;
  const withoutOrigin: SandboxRequestEnv = {};
  if (options.base !== undefined) withoutOrigin['mintkit.sandbox.base'] = options.base;
  const env: SandboxRequestEnv = { ...withoutOrigin };
  if (origin !== null) env['mintkit.sandbox.origin'] = origin;

  const pageFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = toUrl(input);
    const source = input instanceof Request ? (init ? new Request(input, init) : input) : init;
    const request = new Request(url, source);
    // As a browser (Fetch, "append a request Origin header"): sent on a cross-origin request, and on a
    // same-origin one only when it is neither GET nor HEAD. So a same-origin read with a publishable
    // key is refused as the service refuses it (a same-origin proxy in front of the service).
    const sendsOrigin = origin !== null && (origin !== url.origin || !['GET', 'HEAD'].includes(request.method));
    // Node keeps this header; a browser drops it silently, which is why `env` carries it as well.
    if (sendsOrigin) request.headers.set('Origin', origin);
    const requestEnv = sendsOrigin ? env : withoutOrigin;

    const fault = faults.take(url.pathname);
    if (fault?.mode === 'network-before') throw networkError();
    const crossOrigin = origin !== null && origin !== url.origin && options.simulateCors !== false;

    let response: Response;
    if (fault?.mode === 'status') {
      response = faultResponse(url.pathname, fault);
      if (origin !== null) response.headers.set('Access-Control-Allow-Origin', origin);
      response.headers.set('Access-Control-Expose-Headers', 'Retry-After');
    } else {
      if (crossOrigin) {
        const unsafeHeaders = headersNeedingPreflight(request);
        if (!SIMPLE_METHODS.has(request.method) || unsafeHeaders.length > 0) {
          const preflightHeaders = new Headers({ 'Access-Control-Request-Method': request.method });
          if (unsafeHeaders.length > 0) preflightHeaders.set('Access-Control-Request-Headers', unsafeHeaders.join(','));
          preflightHeaders.set('Origin', origin);
          const preflight = await dispatch(new Request(url, { method: 'OPTIONS', headers: preflightHeaders }), env);
          const methodAllowed =
            SIMPLE_METHODS.has(request.method) || listIncludes(preflight.headers.get('Access-Control-Allow-Methods'), request.method);
          const headersAllowed = unsafeHeaders.every((name) =>
            listIncludes(preflight.headers.get('Access-Control-Allow-Headers'), name),
          );
          if (!preflight.ok || !allowsOrigin(preflight, origin) || !methodAllowed || !headersAllowed) throw networkError();
        }
      }
      response = await dispatch(request, requestEnv);
      if (fault?.mode === 'network-after') throw networkError();
    }
    if (!crossOrigin) return response;
    if (!allowsOrigin(response, origin)) throw networkError();
    return asSeenByPage(response);
  };
  return pageFetch as typeof fetch;
}
