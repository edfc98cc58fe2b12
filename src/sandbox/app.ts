import { Hono } from 'hono';
import { mount } from 'hono/mount';
import { corsMiddleware } from './cors.js';
import { ServiceError, failureBody, failureResponse } from './mint/errors.js';
import type { MintService } from './mint/service.js';
import type { MarketService } from './market/index.js';
import type { RateLimiter } from './rate-limit.js';
import { createSandboxRoutes, type SandboxControls } from './sandbox-routes.js';

export interface SandboxAppParts {
  mint: MintService;
  market: MarketService;
  controls: SandboxControls;
  /** Only when the sandbox was given a `rateLimit`. */
  rateLimiter?: RateLimiter | undefined;
}

/** One app for both services: `/mint/v1/*`, `/market/v1/*` and the sandbox's own `/__sandbox/*`. */
export function createSandboxApp({ mint, market, controls, rateLimiter }: SandboxAppParts): Hono {
  const app = new Hono();
  // The market answers CORS itself (`*`, GET and HEAD only): it is keyless and read-only.
  app.use('/mint/*', corsMiddleware());
  app.use('/__sandbox/*', corsMiddleware());
  // After the minting service's CORS, so a page can read a 429 and its Retry-After; never on /__sandbox.
  if (rateLimiter) {
    app.use('/mint/*', rateLimiter.middleware('mint'));
    app.use('/market/*', rateLimiter.middleware('market'));
  }
  app.route('/mint', mint.app);
  // Mounted rather than merged so the market keeps its own not-found and error answers.
  const marketHandler = mount((request, env) => market.app.fetch(request, env));
  app.all('/market', marketHandler);
  app.all('/market/*', marketHandler);
  app.route('/__sandbox', createSandboxRoutes(controls));

  app.notFound((c) => {
    if (c.req.path.startsWith('/market')) return c.json({ error: 'No such route.', code: 'NOT_FOUND' }, 404);
    return c.json(failureBody('NOT_FOUND', 'No such route.'), 404);
  });
  app.onError((error, c) => {
    if (error instanceof ServiceError) return failureResponse(c, error);
    return c.json(failureBody('INTERNAL_ERROR', 'The sandbox failed to handle this request.'), 500);
  });
  return app;
}
