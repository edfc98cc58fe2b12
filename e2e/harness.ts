import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { SEEDED_KEYS } from '../src/sandbox/seed-ids.js';
import { launchChromium } from './browser.js';
import { createSandbox, type SandboxOptions } from '../src/sandbox/index.js';
import { startSandboxServer, type SandboxServer } from '../src/sandbox/node.js';

export const DEMO_DIR = join(process.cwd(), 'dist-demo');
export const SCREENSHOT_DIR = join(process.cwd(), 'e2e', 'screenshots');

/**
 * The strict Content-Security-Policy the built demo is served with: scripts and styles only from
 * the page's own origin, no inline anything, no fonts, and network access only to the sandbox.
 */
export function strictCsp(sandboxOrigin: string) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // Wallet Standard wallets publish their icons as data: URIs.
    `img-src 'self' data: ${sandboxOrigin}`,
    `connect-src 'self' ${sandboxOrigin}`,
    "font-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.map': 'application/json' };

/** Serves the built demo (dist-demo) on 127.0.0.1 with the strict CSP. */
export async function serveDemo(csp: (request: { url: string }) => string | null = () => null): Promise<{ url: string; close(): Promise<void> }> {
  if (!existsSync(join(DEMO_DIR, 'index.html'))) throw new Error('dist-demo is missing: the e2e global setup builds it (npm run build:demo).');
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(DEMO_DIR, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(DEMO_DIR, 'index.html');
    const headers: Record<string, string> = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' };
    const policy = csp({ url: request.url ?? '/' });
    if (policy) headers['Content-Security-Policy'] = policy;
    response.writeHead(200, headers);
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const EMBED_DIR = join(process.cwd(), 'dist', 'embed');

/**
 * A creator's plain HTML page with no React of its own: the embed's stylesheet, one declared
 * element and the module snippet, served beside the built `dist/embed/` files (under `/mintkit/`).
 * The page reads its sandbox from `?sandboxUrl=`, so `openDemo` can open it. The snippet carries
 * `nonce`, so the page can be served under a strict CSP that admits no other inline script.
 * `directory` is where the built embed is (default `dist/embed`; the bench builds its own).
 * `hostStyles` are the creator's own stylesheets by name: `?host=<name>` links one after the kit's,
 * as a site's theme would be (served from the page's origin, so a strict CSP admits it).
 * `?dir=rtl&lang=ar` make it a right-to-left site (Arabic, Hebrew, Persian).
 */
export async function serveEmbedPage(options: { key: string; nonce: string; csp?: (request: { url: string }) => string | null; directory?: string; hostStyles?: Record<string, string> }) {
  const embedDir = options.directory ?? EMBED_DIR;
  if (!existsSync(join(embedDir, 'mintkit-embed.js'))) throw new Error(`${embedDir} is missing the embed: the e2e global setup builds it (vite build -c vite.embed.config.ts).`);
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const headers: Record<string, string> = {};
    const policy = options.csp?.({ url: request.url ?? '/' });
    if (policy) headers['Content-Security-Policy'] = policy;
    if (url.pathname.startsWith('/mintkit/')) {
      const file = join(embedDir, normalize(url.pathname.slice('/mintkit/'.length)).replace(/^(\.\.[/\\])+/, ''));
      if (!existsSync(file) || statSync(file).isDirectory()) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
      return;
    }
    const hostStyle = /^\/host\/([\w-]+)\.css$/.exec(url.pathname)?.[1];
    if (hostStyle !== undefined && options.hostStyles?.[hostStyle] !== undefined) {
      response.writeHead(200, { ...headers, 'Content-Type': 'text/css' }).end(options.hostStyles[hostStyle]);
      return;
    }
    const host = url.searchParams.get('host');
    const hostLink = host && options.hostStyles?.[host] !== undefined ? `\n<link rel="stylesheet" href="/host/${host}.css">` : '';
    const sandboxUrl = url.searchParams.get('sandboxUrl') ?? '';
    const dir = url.searchParams.get('dir') === 'rtl' ? ' dir="rtl"' : '';
    const lang = /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(url.searchParams.get('lang') ?? '') ? url.searchParams.get('lang')! : 'en';
    const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    response.writeHead(200, { ...headers, 'Content-Type': 'text/html' });
    response.end(`<!doctype html>
<html lang="${lang}"${dir}>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A creator's studio</title>
<link rel="stylesheet" href="/mintkit/mintkit.css">${hostLink}</head>
<body>
<h1>A creator's studio</h1>
<div data-mintkit-drop="genesis" data-mintkit-key="${attribute(options.key)}" data-mintkit-base-url="${attribute(`${sandboxUrl}/mint`)}" data-mintkit-theme="light"></div>
<script type="module" nonce="${attribute(options.nonce)}">import { mountAll } from '/mintkit/mintkit-embed.js'; mountAll();</script>
</body>
</html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What `embedPageForFile` starts for an e2e file: filled in before its first test. */
export interface EmbedPageSetup {
  browser: Browser;
  site: Awaited<ReturnType<typeof serveEmbedPage>>;
  sandbox: SandboxServer;
}

/**
 * A sandbox, the creator's page with the embed and Chromium for the e2e file that calls it: started
 * before its tests and closed after them. The page is served under the demo's strict CSP, which admits
 * the snippet by `nonce` and no other inline script.
 */
export function embedPageForFile(nonce: string, hostStyles?: Record<string, string>): EmbedPageSetup {
  const setup = {} as EmbedPageSetup;
  beforeAll(async () => {
    // One sandbox serves every test of the file, and each test compares pages loaded at different
    // moments: its live phase must not end between them (the sandbox's default is 3 minutes, which
    // a slow machine can reach within one file).
    setup.sandbox = await startSandbox({ transitionAfterMs: 2 * 3_600_000 });
    const csp = () => strictCsp(setup.sandbox.url).replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`);
    setup.site = await serveEmbedPage({ key: SEEDED_KEYS.sandbox, nonce, csp, ...(hostStyles ? { hostStyles } : {}) });
    setup.browser = await launchChromium();
  });
  afterAll(async () => {
    await setup.browser?.close();
    await setup.site?.close();
    await setup.sandbox?.close();
  });
  return setup;
}

/** A fresh sandbox on its own port (so the page talks to it cross-origin). */
export function startSandbox(options: SandboxOptions = {}): Promise<SandboxServer> {
  return startSandboxServer({ port: 0, sandbox: createSandbox({ confirmationDelayMs: 600, ...options }) });
}

export interface WatchedPage {
  page: Page;
  /** Requests to hosts other than the demo and the sandbox. */
  thirdParty: string[];
  cspViolations: string[];
  pageErrors: string[];
  /** Every request so far, in order (preflights included, as `OPTIONS`). */
  requests: Array<{ method: string; host: string; path: string }>;
  /** Counts of requests whose path ends with the given suffix. */
  count(pathEnd: string, method?: string): number;
  /** The source of every script the page has loaded so far. */
  scripts(): Promise<string[]>;
}

export async function openDemo(context: BrowserContext, demoUrl: string, sandboxUrl: string, params: Record<string, string> = {}): Promise<WatchedPage> {
  const page = await context.newPage();
  const allowed = new Set([new URL(demoUrl).host, new URL(sandboxUrl).host]);
  const scriptBodies: Array<Promise<string>> = [];
  const requests: WatchedPage['requests'] = [];
  const watched: WatchedPage = { page, thirdParty: [], cspViolations: [], pageErrors: [], requests, count: () => 0, scripts: () => Promise.all(scriptBodies) };
  page.on('response', (response) => {
    // Read while the response is alive: a body asked for later may already be gone.
    if (response.request().resourceType() === 'script') scriptBodies.push(response.text().catch(() => ''));
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && !allowed.has(url.host)) watched.thirdParty.push(request.url());
    requests.push({ method: request.method(), host: url.host, path: url.pathname });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) watched.cspViolations.push(message.text());
  });
  page.on('pageerror', (error) => watched.pageErrors.push(error.message));
  watched.count = (pathEnd, method = 'POST') => requests.filter((request) => request.method === method && request.path.endsWith(pathEnd)).length;
  const search = new URLSearchParams({ sandboxUrl, ...params });
  await page.goto(`${demoUrl}/?${search.toString()}`);
  return watched;
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** The number shown in one of the supply figures (minted / total / available). */
export async function supplyFigure(page: Page, kind: 'minted' | 'total' | 'available'): Promise<number> {
  // While loading, the same figures stand empty (read as 0); wait for the counts.
  await page.locator('[data-slot="supply-stats"]:is([data-state="available"], [data-state="sold-out"])').waitFor();
  const text = await page.locator(`[data-slot="supply-figure"][data-kind="${kind}"] dd`).innerText();
  return Number(text.replace(/[^\d]/g, ''));
}
