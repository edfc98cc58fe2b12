import { Hono } from 'hono';
import { isArtRequest, renderArt } from './art.js';
import type { SandboxManifest } from './manifest.js';
import { ServiceError, invalidRequest, notFound } from './mint/errors.js';
import { parseWalletAddress, readJsonObject } from './mint/request-body.js';
import { publicBase } from './request-context.js';

/** The faucet's ledger holds SOL: its wallets are Solana addresses. */
const LEDGER_CHAIN = 'solana-devnet';

/** What the `/__sandbox/*` routes may do to the sandbox around them. */
export interface SandboxControls {
  manifest(base: string): SandboxManifest;
  fund(address: string, sol: number): void;
  balanceOf(address: string): number;
  /** Moves the clock forward; false when the clock cannot be moved. */
  advanceClock(ms: number): boolean;
  now(): number;
  setAuthAvailable(available: boolean): void;
  reset(): void;
  /** Display name for a drop or market slug, drawn on covers and banners. */
  nameOf(slug: string): string | undefined;
}

const MAX_FAUCET_SOL = 1_000_000;

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; line-height: 1.5">${body}</body></html>`;
}

/** Sandbox-only routes (docs/api-assumptions.md, "Sandbox-only surface"); mounted at `/__sandbox`. */
export function createSandboxRoutes(controls: SandboxControls): Hono {
  const app = new Hono();

  app.get('/manifest', (c) => c.json(controls.manifest(publicBase(c))));

  app.post('/faucet', async (c) => {
    const body = await readJsonObject(c);
    if (typeof body.address !== 'string') throw invalidRequest('`address` must be a base58 wallet address.');
    const address = parseWalletAddress(body.address, LEDGER_CHAIN);
    const sol = body.sol;
    if (typeof sol !== 'number' || !Number.isFinite(sol) || sol <= 0 || sol > MAX_FAUCET_SOL) {
      throw invalidRequest(`\`sol\` must be a number above 0 and at most ${MAX_FAUCET_SOL}.`);
    }
    controls.fund(address, sol);
    const lamports = controls.balanceOf(address);
    return c.json({ success: true, address, lamports, sol: lamports / 1e9 });
  });

  app.get('/balance/:address', (c) => {
    const address = parseWalletAddress(c.req.param('address'), LEDGER_CHAIN);
    const lamports = controls.balanceOf(address);
    return c.json({ success: true, address, lamports, sol: lamports / 1e9 });
  });

  app.post('/time', async (c) => {
    const { advanceMs } = await readJsonObject(c);
    if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs) || advanceMs < 0) {
      throw invalidRequest('`advanceMs` must be a non-negative number of milliseconds.');
    }
    if (!controls.advanceClock(advanceMs)) {
      throw new ServiceError(409, 'INVALID_REQUEST', 'This sandbox was given a clock that cannot be moved.');
    }
    return c.json({ success: true, serverTime: new Date(controls.now()).toISOString() });
  });

  app.post('/auth', async (c) => {
    const { available } = await readJsonObject(c);
    if (typeof available !== 'boolean') throw invalidRequest('`available` must be a boolean.');
    controls.setAuthAvailable(available);
    return c.json({ success: true, available });
  });

  app.post('/reset', (c) => {
    controls.reset();
    return c.json({ success: true, serverTime: new Date(controls.now()).toISOString() });
  });

  app.get('/art/:slug/:file', (c) => {
    const { slug, file } = c.req.param();
    if (!isArtRequest(slug, file)) throw notFound('No such art.');
    return c.body(renderArt(slug, file, controls.nameOf(slug)), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  app.get('/mint-page/:shortId', (c) => {
    const name = controls.nameOf(c.req.param('shortId'));
    if (!name) throw notFound('No such drop.');
    return c.html(
      htmlPage(
        name,
        `<h1>${escapeHtml(name)}</h1><p>This is the MintKit sandbox's stand-in for the hosted mint page of this drop (the <code>capabilities.mintUrl</code> of the collection response).</p>`,
      ),
    );
  });

  app.get('/docs', (c) => {
    const base = publicBase(c);
    return c.html(
      htmlPage(
        'MintKit sandbox',
        `<h1>MintKit sandbox</h1><p>Minting service: <code>${escapeHtml(base)}/mint/v1</code>. Marketplace: <code>${escapeHtml(base)}/market/v1</code>.</p><p>Seeded keys, drops, allowlist wallets and claim codes: <a href="${escapeHtml(base)}/__sandbox/manifest">the manifest</a>. Wire shapes: <code>docs/api-assumptions.md</code> in the MintKit repository.</p>`,
      ),
    );
  });

  return app;
}
