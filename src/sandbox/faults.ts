/**
 * One-shot failures for the page-side fetch (`fetchFrom`, the msw handlers), so a test or story can
 * drop the network before or after the server acted, or answer with an error status.
 */
export interface FaultRule {
  /** A request path such as `/mint/v1/execute-mint`; a trailing `*` matches a prefix. */
  path: string;
  /**
   * `network-before`: the request never reaches the server. `network-after`: the server handles it,
   * then the caller gets `TypeError('Failed to fetch')` (the response was lost). `status`: the
   * server is not reached and the caller gets `status` with an error body.
   */
  mode: 'network-before' | 'network-after' | 'status';
  status?: number;
  /** The stable code of the error body for `status` faults; derived from the status when absent. */
  code?: string;
  /** How many matching requests fail; default 1. */
  times?: number;
}

export interface FaultInjector {
  add(rule: FaultRule): void;
  /** The rule the next request to `pathname` trips, counting it down. */
  take(pathname: string): FaultRule | null;
  clear(): void;
}

function matches(rulePath: string, pathname: string): boolean {
  return rulePath.endsWith('*') ? pathname.startsWith(rulePath.slice(0, -1)) : rulePath === pathname;
}

export function createFaultInjector(): FaultInjector {
  let rules: Array<{ rule: FaultRule; left: number }> = [];
  return {
    add(rule) {
      if (rule.mode === 'status' && (rule.status === undefined || rule.status < 400 || rule.status > 599)) {
        throw new RangeError("failNext({ mode: 'status' }) needs an error `status` between 400 and 599.");
      }
      const times = rule.times ?? 1;
      if (!Number.isInteger(times) || times < 1) throw new RangeError('failNext() needs `times` to be a positive integer.');
      rules.push({ rule: { ...rule }, left: times });
    },
    take(pathname) {
      const entry = rules.find((candidate) => matches(candidate.rule.path, pathname));
      if (!entry) return null;
      entry.left -= 1;
      if (entry.left === 0) rules = rules.filter((candidate) => candidate !== entry);
      return entry.rule;
    },
    clear() {
      rules = [];
    },
  };
}

function codeForStatus(pathname: string, status: number): string {
  if (status === 429) return 'RATE_LIMITED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 503 && pathname.startsWith('/mint/')) return 'AUTH_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL_ERROR';
  return 'INVALID_REQUEST';
}

/** The error body each service would send; the minting service's carries `success: false`. */
export function faultResponse(pathname: string, rule: FaultRule): Response {
  const status = rule.status ?? 500;
  const code = rule.code ?? codeForStatus(pathname, status);
  const error = `Injected failure (${status}).`;
  const body = pathname.startsWith('/mint/') ? { success: false, error, code } : { error, code };
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (status === 429 || status === 503) headers['Retry-After'] = '1';
  return new Response(JSON.stringify(body), { status, headers });
}
