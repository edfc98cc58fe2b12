import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../e2e/browser.js';
import { strictCsp } from '../../e2e/harness.js';
import { createSandbox, type SandboxOptions } from '../../src/sandbox/index.js';
import { startSandboxServer, type SandboxServer } from '../../src/sandbox/node.js';
import type { InstrumentOptions } from '../page-scripts/api.js';
import type { PageScripts } from './build.js';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

export interface StaticSite {
  url: string;
  close(): Promise<void>;
}

/**
 * Every origin a page of this run may talk to: the static sites and the sandboxes. Anything else a
 * page asks for is a third-party request.
 */
export class NetworkAudit {
  readonly allowedHosts = new Set<string>();
  readonly sandboxOrigins = new Set<string>();
  readonly thirdParty: string[] = [];
  readonly cspViolations: string[] = [];
  requestsSeen = 0;

  allow(url: string) {
    this.allowedHosts.add(new URL(url).host);
  }

  record(url: string) {
    this.requestsSeen++;
    const parsed = new URL(url);
    if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return;
    if (!this.allowedHosts.has(parsed.host)) this.thirdParty.push(url);
  }
}

/**
 * Serves a built site on 127.0.0.1 with the e2e suite's strict CSP: the page may reach only its own
 * origin and the sandbox named in its `sandboxUrl` query parameter (when that is one of ours).
 */
export async function serveStatic(directory: string, audit: NetworkAudit): Promise<StaticSite> {
  if (!existsSync(join(directory, 'index.html')) && !existsSync(directory)) throw new Error(`Nothing built at ${directory}.`);
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(directory, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(directory, path.endsWith('.html') ? path : 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const sandbox = url.searchParams.get('sandboxUrl');
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Security-Policy': strictCsp(sandbox && audit.sandboxOrigins.has(sandbox) ? sandbox : "'none'"),
      'Cache-Control': 'no-store',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  audit.allow(url);
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A fresh sandbox server on its own port, so pages talk to it cross-origin with preflights. */
export async function startBenchSandbox(audit: NetworkAudit, options: SandboxOptions = {}): Promise<SandboxServer> {
  const server = await startSandboxServer({ port: 0, sandbox: createSandbox({ confirmationDelayMs: 0, ...options }) });
  audit.allow(server.url);
  audit.sandboxOrigins.add(server.url);
  return server;
}

export interface ContextOptions {
  instrument?: InstrumentOptions;
  /** Shifts the page's Date by this much (ms). */
  skewMs?: number;
  viewport?: { width: number; height: number };
}

export class BenchBrowser {
  private constructor(
    readonly browser: Browser,
    readonly scripts: PageScripts,
    readonly audit: NetworkAudit,
  ) {}

  static async launch(scripts: PageScripts, audit: NetworkAudit): Promise<BenchBrowser> {
    return new BenchBrowser(await launchChromium(), scripts, audit);
  }

  /** A fresh context (no storage carried over) with the init scripts installed and every request audited. */
  async newContext(options: ContextOptions = {}): Promise<BrowserContext> {
    const context = await this.browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } });
    if (options.skewMs) {
      await context.addInitScript({ content: `window.__benchSkewMs = ${JSON.stringify(options.skewMs)};\n${this.scripts.skew}` });
    }
    await context.addInitScript({ content: `window.__benchOptions = ${JSON.stringify(options.instrument ?? {})};\n${this.scripts.instrument}` });
    context.on('request', (request) => this.audit.record(request.url()));
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) this.audit.cspViolations.push(message.text());
    });
    return context;
  }

  close() {
    return this.browser.close();
  }
}

/** Evaluates an expression in the page. Expressions, not functions: tsx would wrap named helpers in `__name`. */
export function evaluate<T>(page: Page, expression: string): Promise<T> {
  return page.evaluate(expression) as Promise<T>;
}

/** Resolves once no request has started or been in flight for `quietMs` (or after `timeoutMs`). */
export async function waitForNetworkQuiet(page: Page, quietMs = 800, timeoutMs = 10_000): Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight++;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** The demo's URL for a sandbox, as a creator would deploy it: one static build, the service named in the query. */
export function demoUrl(site: StaticSite, sandboxUrl: string, params: Record<string, string> = {}): string {
  return `${site.url}/?${new URLSearchParams({ sandboxUrl, ...params }).toString()}`;
}

export const PRICES_SELECTOR = '[data-slot="phase-list"] [data-slot="price"]';

/** Connects the demo's burner the way a buyer does: Connect wallet, then the burner in the menu. */
export async function connectBurner(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet', exact: true }).click();
  await page.getByRole('button', { name: /Sandbox burner/ }).click();
  await page.getByText(/Connected as/).waitFor();
}

/**
 * Scrolls to the end of the page as a buyer reads down it (bench/cls.ts and figure 2f): 0.6 of a
 * screen every 400 ms, so lazily loaded sections arrive while they are in view, until the bottom
 * stays the bottom for a second (those sections make the page longer).
 */
export async function scrollToEnd(page: Page): Promise<void> {
  const atBottom = () => page.evaluate('window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1');
  for (let steps = 0; steps < 60; steps++) {
    if (await atBottom()) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      if (await atBottom()) break;
    }
    await page.evaluate('window.scrollBy(0, Math.round(window.innerHeight * 0.6))');
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
}

/**
 * Polls an expression until it is truthy. (Playwright's waitForFunction evaluates string predicates
 * with eval, which the pages' strict CSP forbids.)
 */
export async function waitForExpression(page: Page, expression: string, timeoutMs = 15_000, intervalMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await page.evaluate(expression)) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
