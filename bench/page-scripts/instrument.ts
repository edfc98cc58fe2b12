/**
 * In-page instrumentation, bundled to an IIFE and injected with `addInitScript` so it runs before any
 * page script (and is exempt from the page's CSP, like DevTools). Everything it records goes to
 * `window.__bench` (see api.ts). The options arrive as `window.__benchOptions`, set by a one-line
 * script injected just before this one.
 */
import { DROP_SHOWN_SELECTORS, type BenchApi, type CommitRecord, type CountdownChange, type FetchRecord, type InstrumentOptions } from './api.js';

interface Fiber {
  tag: number;
  type: unknown;
  flags: number;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
}

interface FiberRoot {
  current: Fiber;
}

type BenchWindow = Window & { __benchOptions?: InstrumentOptions; __bench?: BenchApi; __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };

const win = window as BenchWindow;
const options: InstrumentOptions = win.__benchOptions ?? {};
const now = performance.now.bind(performance);

const commits: CommitRecord[] = [];
const fetches: FetchRecord[] = [];
const countdownChanges: CountdownChange[] = [];
const violations: string[] = [];
const mutationSamples: string[] = [];
const mutationsOutside: Array<{ t: number; what: string }> = [];
const signWaiters: Array<(signAt: number) => void> = [];

const api: BenchApi = {
  options,
  commits,
  fetches,
  dropShownAt: null,
  countdownChanges,
  mutationsOutsideCountdown: 0,
  mutationsInsideCountdown: 0,
  mutationSamples,
  mutationsOutside,
  clickAt: null,
  signAt: null,
  nextSign: () => new Promise<number>((resolve) => (api.signAt !== null ? resolve(api.signAt) : signWaiters.push(resolve))),
  violations,
  stall(ms) {
    const start = now();
    while (now() - start < ms) {
      // a busy main thread: no timers, no rendering, no input until it returns
    }
    return { start, end: now() };
  },
  async measureServerOffset(sandboxUrl, samples) {
    let best: { offsetMs: number; halfRoundTripMs: number } | null = null;
    for (let index = 0; index < samples; index++) {
      const sentAt = now();
      const response = await fetch(`${sandboxUrl}/__sandbox/time`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"advanceMs":0}' });
      const body = (await response.json()) as { serverTime: string };
      const receivedAt = now();
      const halfRoundTripMs = (receivedAt - sentAt) / 2;
      const offsetMs = Date.parse(body.serverTime) - (sentAt + halfRoundTripMs);
      if (!best || halfRoundTripMs < best.halfRoundTripMs) best = { offsetMs, halfRoundTripMs };
    }
    return best!;
  },
  reset() {
    commits.length = 0;
    fetches.length = 0;
    countdownChanges.length = 0;
    mutationSamples.length = 0;
    mutationsOutside.length = 0;
    api.mutationsOutsideCountdown = 0;
    api.mutationsInsideCountdown = 0;
    api.clickAt = null;
    api.signAt = null;
  },
};
win.__bench = api;

document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
// Long sessions make more requests than the default buffer of 250 entries keeps.
performance.setResourceTimingBufferSize(100_000);

// ---------------------------------------------------------------------------------------------
// React commits, through the hook React DevTools uses. React checks for it when react-dom loads.

const PERFORMED_WORK = 1;
const FUNCTION_COMPONENT = 0;
const CLASS_COMPONENT = 1;
const FORWARD_REF = 11;
const MEMO_COMPONENT = 14;
const SIMPLE_MEMO_COMPONENT = 15;

function displayName(fiber: Fiber): string | null {
  const type = fiber.type as { displayName?: string; name?: string; render?: { displayName?: string; name?: string }; type?: { displayName?: string; name?: string } } | null;
  let name: string | undefined;
  switch (fiber.tag) {
    case FUNCTION_COMPONENT:
    case CLASS_COMPONENT:
    case SIMPLE_MEMO_COMPONENT:
      name = type?.displayName ?? type?.name;
      break;
    case FORWARD_REF:
      name = type?.displayName ?? type?.render?.displayName ?? type?.render?.name;
      break;
    case MEMO_COMPONENT:
      name = type?.displayName ?? type?.type?.displayName ?? type?.type?.name;
      break;
    default:
      return null;
  }
  // The unminified bench build may suffix a renamed binding (`Countdown$1`).
  return (name || 'Anonymous').replace(/\$\d+$/, '');
}

/**
 * Fibers that are the committed ("current") ones as of the previous commit. A fiber React did not
 * visit in a commit keeps its object, so its whole subtree can be skipped; a visited one is a new
 * object (its alternate), and it re-rendered when React marked it with PerformedWork (a bailout
 * clones the fiber without that flag).
 */
const committedFibers = new WeakSet<Fiber>();

function walkCommit(root: FiberRoot): { rendered: string[]; mounted: number } {
  const rendered: string[] = [];
  let mounted = 0;
  const stack: Fiber[] = [root.current];
  while (stack.length > 0) {
    const fiber = stack.pop()!;
    if (fiber.sibling) stack.push(fiber.sibling);
    if (committedFibers.has(fiber)) continue; // untouched in this commit, and so is everything under it
    committedFibers.add(fiber);
    if (fiber.alternate) committedFibers.delete(fiber.alternate);
    const name = displayName(fiber);
    if (name !== null) {
      if (!fiber.alternate) mounted++;
      else if ((fiber.flags & PERFORMED_WORK) !== 0) rendered.push(name);
    }
    if (fiber.child) stack.push(fiber.child);
  }
  return { rendered, mounted };
}

if (options.commits) {
  const walk = options.commits === 'walk';
  const noop = () => {};
  win.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() {
      return 1;
    },
    onCommitFiberRoot(_rendererId: number, root: FiberRoot) {
      const t = now();
      if (walk) commits.push({ t, ...walkCommit(root) });
      else commits.push({ t, rendered: [], mounted: 0 });
    },
    onCommitFiberUnmount: noop,
    onPostCommitFiberRoot: noop,
    onScheduleFiberRoot: noop,
    checkDCE: noop,
  };
}

// ---------------------------------------------------------------------------------------------
// fetch() calls, each with whether the drop, its phases and prices were already in the DOM.

function dropShown(): boolean {
  return Boolean(document.querySelector(DROP_SHOWN_SELECTORS.drop) && document.querySelector(DROP_SHOWN_SELECTORS.phase) && document.querySelector(DROP_SHOWN_SELECTORS.price));
}

if (options.fetches) {
  const realFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    fetches.push({ t: now(), method, url, dropShown: dropShown() });
    return realFetch(input, init);
  };
}

// ---------------------------------------------------------------------------------------------
// DOM observation: countdown values, mutations outside countdowns, the moment the drop is shown.

const lastSeconds = new WeakMap<Element, number>();

function readSeconds(element: Element): number | null {
  const iso = element.getAttribute('datetime');
  const match = iso ? /^PT(\d+)S$/.exec(iso) : null;
  return match ? Number(match[1]) : null;
}

function insideCountdown(node: Node): boolean {
  const element = node instanceof Element ? node : node.parentElement;
  return Boolean(element?.closest('[data-slot="countdown"]'));
}

function observe(records: MutationRecord[]) {
  const t = now();
  if (api.dropShownAt === null && options.fetches && dropShown()) api.dropShownAt = t;
  if (options.mutations) {
    for (const record of records) {
      if (insideCountdown(record.target)) api.mutationsInsideCountdown++;
      else {
        api.mutationsOutsideCountdown++;
        const element = record.target instanceof Element ? record.target : record.target.parentElement;
        const what = `${record.type} ${element?.tagName.toLowerCase() ?? '?'}[data-slot=${element?.closest('[data-slot]')?.getAttribute('data-slot') ?? ''}]${record.attributeName ? `@${record.attributeName}` : ''}`;
        if (mutationSamples.length < 20) mutationSamples.push(what);
        if (mutationsOutside.length < 5_000) mutationsOutside.push({ t, what });
      }
    }
  }
  if (options.countdowns) {
    const deviceNow = Date.now();
    for (const element of document.querySelectorAll('[data-slot="countdown"]')) {
      const seconds = readSeconds(element);
      if (seconds === null || lastSeconds.get(element) === seconds) continue;
      lastSeconds.set(element, seconds);
      const phase = element.closest('[data-slot="phase"]');
      countdownChanges.push({
        t,
        deviceNow,
        seconds,
        phaseName: phase?.querySelector('[data-slot="phase-name"]')?.textContent ?? '',
        phaseState: phase?.getAttribute('data-state') ?? '',
      });
    }
  }
}

if (options.fetches || options.countdowns || options.mutations) {
  const observer = new MutationObserver(observe);
  const start = () => observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
}

// ---------------------------------------------------------------------------------------------
// Click on Mint → the wallet asked to sign. The demo's burner opens its approval prompt
// (a <dialog>, showModal()) synchronously inside signAllTransactions.

if (options.mintTiming) {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('[data-slot="mint-button"]') : null;
      if (target && api.clickAt === null) api.clickAt = event.timeStamp;
    },
    { capture: true },
  );
  const showModal = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.showModal = function showModalObserved(this: HTMLDialogElement) {
    if (api.signAt === null) {
      api.signAt = now();
      for (const resolve of signWaiters.splice(0)) resolve(api.signAt);
    }
    return showModal.call(this);
  };
}
