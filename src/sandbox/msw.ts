import { http, HttpResponse } from 'msw';
import { sandboxInternals, type Sandbox } from './create-sandbox.js';
import { createPageFetch, DEFAULT_SANDBOX_BASE_URL } from './page-fetch.js';

// Re-exported so the base these handlers answer under comes from the same import as the handlers.
export { DEFAULT_SANDBOX_BASE_URL };

/** The page's origin when running in a browser; a page talking to another origin always sends one. */
function browserOrigin(): string | null {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin && location.origin !== 'null' ? location.origin : null;
}

/**
 * msw 2 handlers that answer every request under `baseUrl` (default `DEFAULT_SANDBOX_BASE_URL`,
 * `http://sandbox.mintkit.test`) from `sandbox`, in Node or a browser, with the sandbox's fault
 * injection applied. Point the kit at `${baseUrl}/mint` (and `${baseUrl}/market`). A lost network is
 * msw's network error. Keep `baseUrl` on another origin than the page's: a browser sends no `Origin`
 * on a same-origin read, so a keyed read there is refused `403 ORIGIN_NOT_ALLOWED`, as by the service.
 *
 * @example
 * const worker = setupWorker(...sandboxHandlers(createSandbox()));
 * await worker.start();
 * <MintPage drop="genesis" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${DEFAULT_SANDBOX_BASE_URL}/mint`} />
 */
export function sandboxHandlers(sandbox: Sandbox, baseUrl: string = DEFAULT_SANDBOX_BASE_URL) {
  const base = baseUrl.replace(/\/+$/, '');
  const baseOrigin = new URL(base).origin;
  const { dispatch, faults } = sandboxInternals(sandbox);
  return [
    http.all(`${base}/*`, async ({ request }) => {
      const pageFetch = createPageFetch({
        dispatch,
        faults,
        origin: request.headers.get('Origin') ?? browserOrigin(),
        base,
        // The browser itself applies CORS to what the worker answers.
        simulateCors: false,
      });
      // A base with a path ("http://localhost:5173/api") is stripped so the sandbox sees its own
      // routes; `base` tells it to build its URLs under that prefix again.
      const rewritten = new URL(request.url.slice(base.length) || '/', baseOrigin);
      try {
        return await pageFetch(new Request(rewritten, request));
      } catch (error) {
        if (error instanceof TypeError && error.message === 'Failed to fetch') return HttpResponse.error();
        throw error;
      }
    }),
  ];
}
