/**
 * Shared by the market story files: put per-story overrides in front of the sandbox (the preview's
 * `sandbox` group answers everything, so anything after it would never be reached).
 */
import type { RequestHandler } from 'msw';
import { sandboxGroup } from '../test/fixtures/handlers.js';

export const withOverrides = (...handlers: RequestHandler[]) => ({ msw: { handlers: { sandbox: [...handlers, ...sandboxGroup] } } });

/** Failures the client retries (5xx) surface after its backoff, so error stories wait longer. */
export const WAIT_FOR_RETRIES = { timeout: 8_000 };
