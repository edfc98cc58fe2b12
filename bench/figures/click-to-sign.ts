import type { CDPSession } from 'playwright-core';
import { connectBurner, demoUrl, evaluate, PRICES_SELECTOR, startBenchSandbox, waitForNetworkQuiet, type BenchBrowser, type StaticSite } from '../lib/harness.js';
import type { FigureResult, Row } from '../lib/report.js';
import { max, median, sleep } from '../lib/stats.js';

const BUDGET_OWN_WORK_MS: Record<number, number> = { 1: 50, 4: 150 };

interface NetworkEvent {
  requestId: string;
  url: string;
  method: string;
  preflight: boolean;
  sentAt: number;
  finishedAt: number | null;
}

interface Attempt {
  clickToSignMs: number;
  prepareNetworkMs: number;
  prepareNetworkCdpMs: number | null;
  ownWorkMs: number;
  /** Every request that went on the wire between the click and prepare-mint's answer, preflights included, in the order sent. */
  roundTrips: string[];
}

/** CDP's view of every request: method, URL and monotonic send/finish times (seconds → ms). */
function watchNetwork(cdp: CDPSession): Map<string, NetworkEvent> {
  const events = new Map<string, NetworkEvent>();
  cdp.on('Network.requestWillBeSent', (event) => {
    events.set(event.requestId, {
      requestId: event.requestId,
      url: event.request.url,
      method: event.request.method,
      preflight: event.initiator.type === 'preflight',
      sentAt: event.timestamp * 1000,
      finishedAt: null,
    });
  });
  const finish = (event: { requestId: string; timestamp: number }) => {
    const known = events.get(event.requestId);
    if (known) known.finishedAt = event.timestamp * 1000;
  };
  cdp.on('Network.loadingFinished', finish);
  cdp.on('Network.loadingFailed', finish);
  return events;
}

/**
 * One buyer, one fresh context: open the demo, connect the burner, wait for quiet, then (with the
 * CPU throttled if asked) click Mint and time it until the burner's approval prompt opens, the
 * moment the wallet is asked to sign.
 */
async function attempt(browser: BenchBrowser, demo: StaticSite, sandboxUrl: string, throttle: number): Promise<Attempt> {
  const context = await browser.newContext({ instrument: { mintTiming: true } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const events = watchNetwork(cdp);
    await page.goto(demoUrl(demo, sandboxUrl));
    await page.locator(PRICES_SELECTOR).first().waitFor();
    await connectBurner(page);
    await page.locator('[data-slot="mint-button"][data-state="ready"]').waitFor();
    await waitForNetworkQuiet(page, 600);
    if (throttle !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    // The click goes in as the buyer's would, input events at the button's place: Playwright's
    // locator click checks the hit target with listeners of its own in the page, and polling the page
    // for the prompt runs Playwright's scripts there too, both inside the window on a throttled CPU.
    // The prompt is awaited by one evaluation started before the click.
    const box = await page.locator('[data-slot="mint-button"]').boundingBox();
    if (!box) throw new Error('the mint button is not on screen');
    const signed = evaluate<number>(page, 'window.__bench.nextSign()');
    const before = new Set(events.keys());
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([signed, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('the wallet was not asked to sign within 15 s of the click')), 15_000)))]).finally(() => clearTimeout(timer));
    if (throttle !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const clickAt = await evaluate<number>(page, 'window.__bench.clickAt');
    const signAt = await evaluate<number>(page, 'window.__bench.signAt');
    const prepare = await evaluate<{ startTime: number; responseEnd: number } | null>(
      page,
      `(() => { const entry = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/prepare-mint')).pop(); return entry ? { startTime: entry.startTime, responseEnd: entry.responseEnd } : null; })()`,
    );
    await sleep(100); // let CDP's loadingFinished for the request arrive
    const fresh = [...events.values()].filter((event) => !before.has(event.requestId));
    const post = fresh.find((event) => !event.preflight && event.method === 'POST' && event.url.endsWith('/prepare-mint'));
    const preflight = fresh.find((event) => event.preflight && event.url.endsWith('/prepare-mint'));
    // Everything that went on the wire between the click and the prompt (the prompt opens after
    // prepare-mint's answer). A CORS preflight the browser sends is its own round trip; one answered
    // from the preflight cache sends nothing and so shows no event.
    const windowEnd = post?.finishedAt ?? Number.POSITIVE_INFINITY;
    const during = fresh.filter((event) => event.sentAt <= windowEnd).sort((a, b) => a.sentAt - b.sentAt);
    // CDP announces a request before its preflight, but the preflight goes on the wire first and the
    // request waits for its answer: list each preflight before the request for its URL.
    const wireOrder: NetworkEvent[] = [];
    for (const event of during.filter((candidate) => !candidate.preflight)) {
      wireOrder.push(...during.filter((candidate) => candidate.preflight && candidate.url === event.url && !wireOrder.includes(candidate)), event);
    }
    wireOrder.push(...during.filter((candidate) => !wireOrder.includes(candidate)));
    const roundTrips = wireOrder.map((event) => `${event.preflight ? 'OPTIONS (preflight)' : event.method} ${new URL(event.url).pathname}`);
    const cdpNetwork = post?.finishedAt ? post.finishedAt - (preflight?.sentAt ?? post.sentAt) : null;
    // The approval prompt is up: approve so the mint completes like a buyer's would.
    await page.getByRole('dialog', { name: 'Sandbox burner' }).getByRole('button', { name: 'Approve' }).click();
    await page.locator('[data-slot="mint-status"][data-state="succeeded"]').waitFor({ timeout: 20_000 });
    const clickToSignMs = signAt - clickAt;
    const prepareNetworkMs = prepare ? prepare.responseEnd - prepare.startTime : Number.NaN;
    return { clickToSignMs, prepareNetworkMs, prepareNetworkCdpMs: cdpNetwork, ownWorkMs: clickToSignMs - prepareNetworkMs, roundTrips };
  } finally {
    await context.close();
  }
}

/**
 * Figure 6: click on Mint → the wallet asked to sign, on the built demo against the sandbox on
 * 127.0.0.1, with the CPU at normal speed and slowed 4× (CDP Emulation.setCPUThrottlingRate).
 */
export async function measureClickToSign(browser: BenchBrowser, demo: StaticSite, iterations: number): Promise<FigureResult> {
  const sandbox = await startBenchSandbox(browser.audit);
  const rows: Row[] = [];
  const details: Record<string, unknown> = {};
  try {
    for (const throttle of [1, 4]) {
      const attempts: Attempt[] = [];
      for (let index = 0; index < iterations; index++) attempts.push(await attempt(browser, demo, sandbox.url, throttle));
      const own = attempts.map((entry) => entry.ownWorkMs);
      const trips = attempts.map((entry) => entry.roundTrips.length);
      const onlyPrepare = attempts.every((entry) => entry.roundTrips.length === 1 && entry.roundTrips[0] === 'POST /mint/v1/prepare-mint');
      const budget = BUDGET_OWN_WORK_MS[throttle]!;
      const label = throttle === 1 ? 'CPU normal' : `CPU slowed ${throttle}×`;
      const misses = [max(own) > budget ? `own work max ${max(own).toFixed(1)} ms > ${budget} ms` : '', onlyPrepare ? '' : `round trips ${[...new Set(trips)].join('/')} ≠ 1`].filter(Boolean);
      rows.push({
        id: throttle === 1 ? '6a' : '6b',
        figure: `Click on Mint → wallet asked to sign, ${label}`,
        value: `own work max ${max(own).toFixed(1)} ms (median ${median(own).toFixed(1)}; runs ${own.map((value) => value.toFixed(0)).join(', ')}); click-to-sign median ${median(attempts.map((entry) => entry.clickToSignMs)).toFixed(1)} ms, prepare-mint network ${median(attempts.map((entry) => entry.prepareNetworkMs)).toFixed(1)} ms; network round trips in between: ${trips.join(', ')} (${[...new Set(attempts.map((entry) => entry.roundTrips.join(' → ') || 'none'))].join(' | ')})${misses.length ? `; missed: ${misses.join(', ')}` : ''}`,
        budget: `≤ ${budget} ms own work (every run); exactly 1 network round trip (prepare-mint)`,
        verdict: misses.length === 0 ? 'pass' : 'fail',
        how: `built demo + sandbox server on 127.0.0.1, ${iterations} fresh buyers (new context, burner connected, network quiet), judged on the slowest run (max; median shown); click = mouse input at the button's centre (Playwright page.mouse, no locator actionability listeners in the page; the prompt awaited by one evaluation started before the click, no polling in the window), its click event's timeStamp on [data-slot=mint-button]; sign = the burner's approval prompt opening (HTMLDialogElement.showModal, called inside signAllTransactions); own work = click-to-sign − prepare-mint Resource Timing duration (fetch start → responseEnd, preflight included); round trips = every request CDP Network saw go on the wire after the click until prepare-mint's answer, CORS preflights included (initiator "preflight"; a preflight answered from the browser's preflight cache sends nothing and is not counted)${throttle === 1 ? '' : '; CDP Emulation.setCPUThrottlingRate 4 from just before the click until the prompt'}`,
      });
      details[`6.${label}`] = attempts;
    }
    return { rows, details };
  } finally {
    await sandbox.close();
  }
}
