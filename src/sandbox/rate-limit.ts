import type { MiddlewareHandler } from 'hono';
import type { SandboxClock } from './clock.js';
import { failureBody } from './mint/errors.js';

/** An opt-in limit: at most `requests` per `windowMs` (default a minute) for each key of each service. */
export interface RateLimit {
  requests: number;
  windowMs?: number | undefined;
}

export interface RateLimiter {
  /** For the minting service (its failure body) or the marketplace (`{ error, code }`, CORS `*`). */
  middleware(service: 'mint' | 'market'): MiddlewareHandler;
  clear(): void;
}

/**
 * A fixed window per service and `X-API-Key` (the marketplace is keyless: one window for it), on
 * the sandbox clock. The 429 carries `Retry-After` in whole seconds until the window ends.
 * Preflights are never counted.
 */
export function createRateLimiter(limit: RateLimit, clock: SandboxClock): RateLimiter {
  const windowMs = limit.windowMs ?? 60_000;
  const windows = new Map<string, { startMs: number; count: number }>();
  return {
    middleware: (service) => async (c, next) => {
      if (c.req.method === 'OPTIONS') return next();
      const key = `${service}|${c.req.header('X-API-Key') ?? ''}`;
      const now = clock.now();
      let window = windows.get(key);
      if (!window || now - window.startMs >= windowMs) windows.set(key, (window = { startMs: now, count: 0 }));
      if (window.count < limit.requests) {
        window.count += 1;
        return next();
      }
      const error = `More than ${limit.requests} requests in ${windowMs / 1000} s; retry after the Retry-After seconds.`;
      const headers = { 'Retry-After': String(Math.max(1, Math.ceil((window.startMs + windowMs - now) / 1000))) };
      if (service === 'mint') return c.json(failureBody('RATE_LIMITED', error), 429, headers);
      return c.json({ error, code: 'RATE_LIMITED' }, 429, {
        ...headers,
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers': 'Retry-After',
      });
    },
    clear: () => windows.clear(),
  };
}
