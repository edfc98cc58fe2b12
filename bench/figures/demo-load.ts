import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import type { FetchRecord } from '../page-scripts/api.js';
import type { BuiltChunk } from '../lib/build.js';
import { formatBytes, gzipBytes, kb } from '../lib/compress.js';
import { connectBurner, demoUrl, evaluate, PRICES_SELECTOR, scrollToEnd, startBenchSandbox, waitForNetworkQuiet, type BenchBrowser, type StaticSite } from '../lib/harness.js';
import { BUILD_DIR, ROOT_DIR } from '../lib/paths.js';
import type { FigureResult, Row } from '../lib/report.js';
import { pageReactAliases, pageReactPackages } from '../../scripts/page-react.js';

/** Figure 2a's budget; the e2e suite holds the demo to it between bench runs. */
export const BUDGET_BEFORE_WALLET_GZIP = 100_000;

type Stage = 'load' | 'scroll' | 'connect' | 'mint';

interface JsResponse {
  stage: Stage;
  file: string;
  gzip: number;
  raw: number;
  modules: string[];
  moduleBytes: Record<string, number>;
}

const MODULE_GROUPS: Array<{ name: string; pattern: RegExp }> = [
  { name: '@solana/web3.js', pattern: /node_modules\/@solana\/web3\.js\// },
  { name: 'wallet stack (@solana/wallet-*, @wallet-standard/*, @solana-mobile/*)', pattern: /node_modules\/(@solana\/wallet-|@wallet-standard\/|@solana-mobile\/)/ },
  { name: 'other @solana/*', pattern: /node_modules\/@solana\/(?!web3\.js\/|wallet-)/ },
  { name: 'react + react-dom', pattern: new RegExp(`node_modules/(react|react-dom|${pageReactPackages.react}|${pageReactPackages.reactDom}|scheduler)/`) },
  { name: '@tanstack/*', pattern: /node_modules\/@tanstack\// },
  { name: 'MintKit (src/)', pattern: /^(?!.*node_modules\/).*\/src\// },
  { name: 'demo page (demo/)', pattern: /^(?!.*node_modules\/).*\/demo\// },
];

const groupOf = (id: string) => MODULE_GROUPS.find((candidate) => candidate.pattern.test(id))?.name ?? 'other';

/** Share of the rendered (pre-minification) bytes per group, largest first. */
function composition(responses: JsResponse[]): Array<{ group: string; bytes: number; share: number }> {
  const totals = new Map<string, number>();
  for (const response of responses) for (const [id, bytes] of Object.entries(response.moduleBytes)) totals.set(groupOf(id), (totals.get(groupOf(id)) ?? 0) + bytes);
  const all = [...totals.values()].reduce((sum, bytes) => sum + bytes, 0);
  return [...totals.entries()].map(([group, bytes]) => ({ group, bytes, share: bytes / all })).sort((a, b) => b.bytes - a.bytes);
}

function groupModules(modules: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const id of modules) {
    const group = MODULE_GROUPS.find((candidate) => candidate.pattern.test(id))?.name ?? 'other';
    counts[group] = (counts[group] ?? 0) + 1;
  }
  return counts;
}

const isWalletModule = (id: string) => MODULE_GROUPS[0]!.pattern.test(id) || MODULE_GROUPS[1]!.pattern.test(id) || MODULE_GROUPS[2]!.pattern.test(id);

/** An installed package's version, from its package.json (the page's React is installed under an alias). */
const installedVersion = (name: string) => (JSON.parse(readFileSync(join(ROOT_DIR, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** The React the demo ships (scripts/page-react.ts) and the one the peers' 69 KB was measured on (the devDependency). */
interface ReactLines {
  pageVersion: string;
  peersVersion: string;
}
const reactLines = (): ReactLines => ({ pageVersion: installedVersion(pageReactPackages.reactDom), peersVersion: installedVersion('react-dom') });

/**
 * React and ReactDOM alone, as the peers' figure counts them: esbuild, minified, production, gzip -9;
 * `page` for the demo's React, otherwise the devDependency's (19.3, as the peers' figure).
 */
async function reactAloneGzip({ page }: { page: boolean }): Promise<number> {
  const result = await build({
    ...(page ? { alias: { react: pageReactPackages.react, 'react-dom': pageReactPackages.reactDom } } : {}),
    stdin: { contents: "export { createRoot, hydrateRoot } from 'react-dom/client';\nexport * from 'react';\n", resolveDir: ROOT_DIR, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'warning',
  });
  return gzipBytes(result.outputFiles[0]!.contents);
}

/** The floor under 2f's budget, built as the demo is: what no page made of these peers can go below. */
interface DemoFloors {
  /** React and ReactDOM rendering one element. */
  react: number;
  /** The same with a QueryClient, its provider and one useQuery. */
  reactQuery: number;
  /** `react` with the devDependency's React (19.3) instead of the demo's, for what the demo would be on it. */
  reactPeers: number;
}

const REACT_FLOOR_APP = "import { createRoot } from 'react-dom/client';\ncreateRoot(document.body).render(<p>drop</p>);\n";
const FLOOR_APPS = {
  react: REACT_FLOOR_APP,
  reactPeers: REACT_FLOOR_APP,
  reactQuery: [
    "import { createRoot } from 'react-dom/client';",
    "import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';",
    "function Drop() { const drop = useQuery({ queryKey: ['drop'], queryFn: () => fetch('/drop').then((response) => response.json()) }); return <p>{String(drop.data)}</p>; }",
    'createRoot(document.body).render(<QueryClientProvider client={new QueryClient()}><Drop /></QueryClientProvider>);',
    '',
  ].join('\n'),
};

/**
 * Each floor app through `vite build` with the demo's settings (React plugin, es2022, Rolldown's
 * minifier), gzip -9 of its one script: the peers' esbuild figure for React (69 KB) is not what the
 * demo's own bundler makes of the same code.
 */
async function demoFloors(): Promise<DemoFloors> {
  const { build: viteBuild } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const dir = join(BUILD_DIR, 'floors');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const sizes: Partial<DemoFloors> = {};
  try {
    for (const [name, source] of Object.entries(FLOOR_APPS) as Array<[keyof DemoFloors, string]>) {
      writeFileSync(join(dir, `${name}.tsx`), source);
      writeFileSync(join(dir, `${name}.html`), `<!doctype html><script type="module" src="./${name}.tsx"></script>\n`);
      const output = await viteBuild({
        configFile: false, root: dir, logLevel: 'silent', plugins: [react()], mode: 'production',
        resolve: { alias: name === 'reactPeers' ? [] : pageReactAliases },
        build: { write: false, target: 'es2022', modulePreload: { polyfill: false }, rolldownOptions: { input: join(dir, `${name}.html`) } },
      });
      const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : [])).filter((item) => item.type === 'chunk');
      sizes[name] = chunks.reduce((sum, chunk) => sum + gzipBytes(chunk.code), 0);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return sizes as DemoFloors;
}

/**
 * Figures 2 and 3 from one visit to the built demo, as a buyer makes it: open the page, wait for the
 * drop, then connect the burner, then mint one and approve. Every JavaScript response is recorded
 * with the stage it loaded in; every fetch() call with whether the drop was already on screen.
 */
export async function measureDemoLoad(browser: BenchBrowser, demo: StaticSite, chunks: BuiltChunk[]): Promise<FigureResult> {
  const sandbox = await startBenchSandbox(browser.audit);
  const context = await browser.newContext({ instrument: { fetches: true } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const preflights: string[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.method === 'OPTIONS' && event.initiator.type === 'preflight') preflights.push(event.request.url);
    });

    let stage: Stage = 'load';
    const pending = recordJs(page, chunks, () => stage);

    await page.goto(demoUrl(demo, sandbox.url));
    await page.locator(PRICES_SELECTOR).first().waitFor();
    await waitForNetworkQuiet(page, 1_000);
    const fetches = await evaluate<FetchRecord[]>(page, 'window.__bench.fetches');
    const dropShownAt = await evaluate<number | null>(page, 'window.__bench.dropShownAt');
    const preflightsAtLoad = [...preflights];

    stage = 'connect';
    await connectBurner(page);
    await waitForNetworkQuiet(page, 1_000);

    stage = 'mint';
    await mintOne(page);
    await waitForNetworkQuiet(page, 800);

    const responses = (await Promise.all(pending)).filter((entry): entry is JsResponse => entry !== null);
    const scrolled = await visitBeforeWallet(browser, demo, sandbox.url, chunks, { width: 1280, height: 900 }, true);
    const large = await visitBeforeWallet(browser, demo, sandbox.url, chunks, { width: 2560, height: 1440 }, false);
    const lines = reactLines();
    return { rows: [...jsRows(responses, { page: await reactAloneGzip({ page: true }), peers: await reactAloneGzip({ page: false }), ...lines }), beforeWalletRow(await demoFloors(), lines, scrolled, large), ...requestRows(fetches, preflightsAtLoad, sandbox.url, dropShownAt)], details: {
        '2f.scrolled1280x900': scrolled.responses.map(({ modules: _modules, moduleBytes: _bytes, ...rest }) => rest),
        '2f.noScroll2560x1440': large.responses.map(({ modules: _modules, moduleBytes: _bytes, ...rest }) => rest),
        '2.jsResponses': responses.map(({ modules, moduleBytes: _bytes, ...rest }) => ({ ...rest, modules: groupModules(modules) })),
        '2.beforeWalletComposition': composition(responses.filter((response) => response.stage === 'load')), '3.fetches': fetches, '3.preflightsAtLoad': preflightsAtLoad } };
  } finally {
    await context.close();
    await sandbox.close();
  }
}

/** Every JavaScript response of the page, gzip -9, with the stage it loaded in. */
function recordJs(page: Page, chunks: BuiltChunk[], stageNow: () => Stage): Array<Promise<JsResponse | null>> {
  const pending: Array<Promise<JsResponse | null>> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    if (!url.pathname.endsWith('.js') && !type.includes('javascript')) return;
    const at = stageNow();
    pending.push(
      response.body().then(
        (body) => {
          const file = url.pathname.replace(/^\//, '');
          const chunk = chunks.find((candidate) => candidate.fileName === file);
          return { stage: at, file, gzip: gzipBytes(body), raw: body.length, modules: chunk?.moduleIds ?? [], moduleBytes: chunk?.moduleBytes ?? {} };
        },
        () => null,
      ),
    );
  });
  return pending;
}

interface Visit {
  viewport: { width: number; height: number };
  scroll: boolean;
  responses: JsResponse[];
  connected: boolean;
}

/**
 * Figure 2f: a fresh buyer who has not touched the wallet yet: open the demo at this viewport, wait
 * for the prices and 1 s of network quiet, then (if asked) scroll to the end as bench/cls.ts does and
 * wait for 1 s of quiet again. Every JavaScript response up to then is JS before any wallet interaction.
 */
async function visitBeforeWallet(browser: BenchBrowser, demo: StaticSite, sandboxUrl: string, chunks: BuiltChunk[], viewport: Visit['viewport'], scroll: boolean): Promise<Visit> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    let stage: Stage = 'load';
    const pending = recordJs(page, chunks, () => stage);
    await page.goto(demoUrl(demo, sandboxUrl));
    await page.locator(PRICES_SELECTOR).first().waitFor();
    await waitForNetworkQuiet(page, 1_000);
    if (scroll) {
      stage = 'scroll';
      await scrollToEnd(page);
      await waitForNetworkQuiet(page, 1_000);
    }
    const connected = await evaluate<boolean>(page, 'document.body.innerText.includes("Connected as")');
    const responses = (await Promise.all(pending)).filter((entry): entry is JsResponse => entry !== null);
    return { viewport, scroll, responses, connected };
  } finally {
    await context.close();
  }
}

function beforeWalletRow(floors: DemoFloors, lines: ReactLines, ...visits: Visit[]): Row {
  const total = (list: JsResponse[]) => list.reduce((sum, response) => sum + response.gzip, 0);
  const describe = (visit: Visit) => {
    const load = visit.responses.filter((response) => response.stage === 'load');
    const scrolled = visit.responses.filter((response) => response.stage === 'scroll');
    const files = (list: JsResponse[]) => list.map((response) => `${response.file.replace(/^assets\//, '')} ${kb(response.gzip)}`).join(', ');
    return `${visit.viewport.width}×${visit.viewport.height}${visit.scroll ? ', scrolled to the end' : ', no scroll'}: ${formatBytes(total(visit.responses))} gzip in ${visit.responses.length} files (${visit.scroll ? `${kb(total(load))} at load + ${kb(total(scrolled))} while scrolling: ${files(scrolled) || 'nothing'}` : files(visit.responses)})${visit.connected ? '; WALLET CONNECTED, visit invalid' : ''}`;
  };
  const worst = Math.max(...visits.map((visit) => total(visit.responses)));
  return {
    id: '2f',
    figure: 'Demo JS before any wallet interaction, buyer scrolls first / large screen',
    value: `${visits.map(describe).join('; ')}; judged on the larger: ${kb(worst)}; floors built as the demo is (React ${lines.pageVersion}): React + ReactDOM rendering one element ${kb(floors.react)}, with react-query (QueryClient, provider, one useQuery) ${kb(floors.reactQuery)}, leaving ${kb(BUDGET_BEFORE_WALLET_GZIP - floors.reactQuery)} of the budget for the kit, the rest of react-query it uses and the demo, which take ${kb(worst - floors.reactQuery)}; on React ${lines.peersVersion} the first floor is ${kb(floors.reactPeers)}, so the same page would be about ${kb(worst + floors.reactPeers - floors.react)}`,
    budget: '≤ 100 KB gzip',
    verdict: worst <= BUDGET_BEFORE_WALLET_GZIP && visits.every((visit) => !visit.connected) ? 'pass' : 'fail',
    how: 'built demo (vite.config.ts) served on 127.0.0.1 with the strict CSP, sandbox server on its own port; fresh buyer per visit, no wallet touched; (1) 1280×900: page opened, phase prices and 1 s without requests, then scrolled to the end as bench/cls.ts does (0.6 of a screen every 400 ms until the bottom stays the bottom; the lower sections load as they near the view) and 1 s without requests; (2) 2560×1440: page opened, prices and 1 s without requests, no scroll; every JS response body gzip -9 (node:zlib), KB = 1,000 B; verdict on the larger of the two; floors: one-file apps (React rendering one <p>; the same inside a QueryClientProvider with one useQuery) through vite build with the demo\'s React (scripts/page-react.ts), React plugin, target and minifier, gzip -9 of their script; the first again on the devDependency\'s React, and "about" = this page − the first floor + that one',
  };
}

async function mintOne(page: Page) {
  await page.locator('[data-slot="mint-button"][data-state="ready"]').waitFor();
  await page.locator('[data-slot="mint-button"]').click();
  const prompt = page.getByRole('dialog', { name: 'Sandbox burner' });
  await prompt.waitFor();
  await prompt.getByRole('button', { name: 'Approve' }).click();
  await page.locator('[data-slot="mint-status"][data-state="succeeded"]').waitFor({ timeout: 20_000 });
}

function jsRows(responses: JsResponse[], react: ReactLines & { page: number; peers: number }): Row[] {
  const of = (stage: Stage) => responses.filter((response) => response.stage === stage);
  const total = (list: JsResponse[]) => list.reduce((sum, response) => sum + response.gzip, 0);
  const describe = (list: JsResponse[]) =>
    list.length === 0
      ? 'nothing'
      : `${list.length} file${list.length === 1 ? '' : 's'}: ${list.map((response) => `${response.file.replace(/^assets\//, '')} ${kb(response.gzip)}`).join(', ')}`;
  const load = of('load');
  const connect = of('connect');
  const mint = of('mint');
  const walletBefore = load.flatMap((response) => response.modules.filter(isWalletModule).map((id) => ({ id, bytes: response.moduleBytes[id] ?? 0 })));
  // wallet-adapter-react's useWallet.js is a React context and nothing else (no adapter, no
  // Wallet Standard, no web3.js): the page needs that object to see whether the host app already has
  // a WalletProvider. It is counted and shown, but it is not the wallet stack.
  const stackBefore = walletBefore.filter((entry) => !/wallet-adapter-react\/lib\/esm\/useWallet\.js$/.test(entry.id));
  const unmapped = responses.filter((response) => response.modules.length === 0).map((response) => response.file);
  const later = [...connect, ...mint].flatMap((response) => response.modules);
  const web3Later = later.some((id) => MODULE_GROUPS[0]!.pattern.test(id));
  const walletLater = later.some((id) => MODULE_GROUPS[1]!.pattern.test(id));
  const reactFirst = load.some((response) => response.modules.some((id) => id.includes('node_modules/react-dom/') || id.includes(`node_modules/${pageReactPackages.reactDom}/`)));
  const beforeGzip = total(load);
  const how = 'built demo (vite.config.ts, as `npm run build:demo`) served on 127.0.0.1 with the strict CSP, sandbox server on its own port; every JS response body in Chromium gzip -9 (node:zlib), KB = 1,000 B';
  return [
    {
      id: '2a',
      figure: 'Demo JS before any wallet interaction',
      value: `${formatBytes(beforeGzip)} gzip (${describe(load)})${reactFirst ? `; React ${react.pageVersion} included (React + ReactDOM alone, with esbuild as the peers were measured: ${kb(react.page)}, leaving ${kb(beforeGzip - react.page)} for the kit, react-query and the demo; React ${react.peersVersion}, the peers' 69 KB: ${kb(react.peers)})` : '; React NOT among them'}`,
      budget: '≤ 100 KB gzip',
      verdict: beforeGzip <= BUDGET_BEFORE_WALLET_GZIP ? 'pass' : 'fail',
      how: `${how}; page opened, waited for phase prices and 1 s without requests`,
    },
    {
      id: '2b',
      figure: 'Demo JS loaded when the buyer connects',
      value: `${formatBytes(total(connect))} gzip (${describe(connect)})`,
      budget: '—',
      verdict: 'info',
      how: `${how}; Connect wallet → Sandbox burner → "Connected as", then 1 s quiet`,
    },
    {
      id: '2c',
      figure: 'Demo JS loaded when the buyer mints',
      value: `${formatBytes(total(mint))} gzip (${describe(mint)}); all stages ${formatBytes(total(responses))}`,
      budget: '—',
      verdict: 'info',
      how: `${how}; Mint 1 → approve in the burner's prompt → succeeded`,
    },
    {
      id: '2d',
      figure: 'Wallet stack and @solana/web3.js load only after interaction',
      value: `before: ${walletBefore.length} wallet/@solana modules${walletBefore.length ? ` (${walletBefore.map((entry) => `${entry.id.replace(/^.*node_modules\//, '')}, ${entry.bytes} B before minification`).join('; ')})` : ''}; after: web3.js ${web3Later ? 'yes' : 'no'}, wallet stack ${walletLater ? 'yes' : 'no'}${unmapped.length ? `; unmapped files: ${unmapped.join(', ')}` : ''}`,
      budget: 'no wallet stack before (the WalletContext module excepted); both after',
      verdict: stackBefore.length === 0 && web3Later && walletLater && unmapped.length === 0 ? 'pass' : 'fail',
      how: 'each loaded file mapped to its chunk in the vite build output and checked by module ids (node_modules/@solana/web3.js, @solana/wallet-*, @wallet-standard/*, @solana-mobile/*); wallet-adapter-react\'s useWallet.js (the React context the kit reads to find a host app\'s WalletProvider, ~0.5 KB gzip) is listed but not counted as the stack',
    },
  ];
}

function requestRows(fetches: FetchRecord[], preflights: string[], sandboxUrl: string, dropShownAt: number | null): Row[] {
  const sandboxOrigin = new URL(sandboxUrl).origin;
  const api = fetches.filter((record) => new URL(record.url).origin === sandboxOrigin && /^\/(mint|market)\/v1\//.test(new URL(record.url).pathname));
  const before = api.filter((record) => !record.dropShown);
  const after = api.filter((record) => record.dropShown);
  const path = (url: string) => new URL(url).pathname.replace(/^\/mint\/v1/, '');
  // A preflight belongs to the API request for the same URL; match each before-request to one.
  const remaining = [...preflights];
  let preflightsBefore = 0;
  for (const record of before) {
    const index = remaining.indexOf(record.url);
    if (index >= 0) {
      preflightsBefore++;
      remaining.splice(index, 1);
    }
  }
  const onlyReadModel = before.length === 1 && /^\/mint\/v1\/collections\/[^/]+$/.test(new URL(before[0]!.url).pathname) && before[0]!.method === 'GET';
  return [
    {
      id: '3a',
      figure: 'API requests before the drop, phases and prices show',
      value: `${before.length} (${before.map((record) => `${record.method} ${path(record.url)}`).join(', ') || 'none'}) + ${preflightsBefore} CORS preflight; shown at ${dropShownAt === null ? '?' : `${dropShownAt.toFixed(0)} ms`}; then ${after.length} more for secondary sections (+${remaining.length} preflights)`,
      budget: 'exactly 1 (the collection read model)',
      verdict: onlyReadModel ? 'pass' : 'fail',
      how: 'built demo in Chromium; fetch() wrapped by an init script that notes, at each call, whether the collection header, a phase and a phase price are already in the DOM; API = sandbox origin /mint/v1 or /market/v1; preflights from CDP Network (initiator "preflight"), not counted',
    },
  ];
}
