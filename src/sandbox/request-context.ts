import type { Context } from 'hono';

/**
 * Per-request facts an in-process caller passes through `app.fetch(request, env)`. Browsers drop a
 * hand-set `Origin` header and a service worker never sees the one the browser adds, so the page's
 * origin travels here instead; a real HTTP request simply has the header.
 */
export interface SandboxRequestEnv {
  'mintkit.sandbox.origin'?: string;
  /** The URL prefix the caller reached the sandbox at (e.g. an msw base with a path). */
  'mintkit.sandbox.base'?: string;
}

function sandboxEnv(c: Context): SandboxRequestEnv {
  const env: unknown = c.env;
  return typeof env === 'object' && env !== null ? (env as SandboxRequestEnv) : {};
}

export function requestOrigin(c: Context): string | null {
  return sandboxEnv(c)['mintkit.sandbox.origin'] ?? c.req.header('Origin') ?? null;
}

/** Where the caller reached the sandbox; image and base URLs in responses are built from it. */
export function publicBase(c: Context): string {
  return sandboxEnv(c)['mintkit.sandbox.base'] ?? new URL(c.req.url).origin;
}
