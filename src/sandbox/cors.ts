import type { MiddlewareHandler } from 'hono';
import { requestOrigin } from './request-context.js';

export const CORS_ALLOWED_HEADERS = ['X-API-Key', 'Content-Type'] as const;
export const CORS_ALLOWED_METHODS = ['GET', 'POST', 'OPTIONS'] as const;

/**
 * CORS for a page on another origin. It is not the access check (each key's origin list is): any
 * origin may read the answer, including an ORIGIN_NOT_ALLOWED refusal, which a browser would
 * otherwise hide behind an opaque network error.
 */
export function corsMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const origin = requestOrigin(c);
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({
        'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS.join(', '),
        'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS.join(', '),
        'Access-Control-Max-Age': '600',
      });
      applyCorsHeaders(headers, origin);
      return new Response(null, { status: 204, headers });
    }
    await next();
    applyCorsHeaders(c.res.headers, origin);
  };
}

function applyCorsHeaders(headers: Headers, origin: string | null) {
  if (origin) {
    headers.set('Access-Control-Allow-Origin', origin);
    // Lets the page see when its request reached the server (Resource Timing), for a tight clock sample.
    headers.set('Timing-Allow-Origin', origin);
  }
  const vary = headers.get('Vary');
  if (!vary?.split(',').some((name) => name.trim().toLowerCase() === 'origin')) {
    headers.set('Vary', vary ? `${vary}, Origin` : 'Origin');
  }
  headers.set('Access-Control-Expose-Headers', 'Retry-After');
}
