import { MintKitError } from './errors.js';

export type ApiKeyKind = 'publishable' | 'secret' | 'sandbox';

export interface ApiKeyInfo {
  key: string;
  kind: ApiKeyKind;
}

const KEY_PATTERN = /^svc_(pub|live|test)_[A-Za-z0-9_-]{8,128}$/;
const KIND_BY_PREFIX = { pub: 'publishable', live: 'secret', test: 'sandbox' } as const;

/**
 * True when this code runs where visitors can read it: a page, or a page's Web Worker (dedicated,
 * shared or service worker; only those define `importScripts`). Node, Deno and edge functions are not.
 *
 * @example
 * isBrowser() // false in Node, Deno and edge functions; true in a page and its web workers
 * parseApiKey('svc_live_abcdefgh') // refused with SECRET_KEY_IN_BROWSER exactly where isBrowser() is true
 */
export function isBrowser(): boolean {
  return (typeof window !== 'undefined' && typeof document !== 'undefined') || typeof (globalThis as { importScripts?: unknown }).importScripts === 'function';
}

/**
 * Reads a key's kind from its prefix and refuses what must never be sent: an empty or malformed key,
 * or a secret key in browser code (a leaked `svc_live_` key is unbounded until revoked). A secret
 * pasted with what surrounded it (quotes, a trailing `;`, a header name) is still a secret: anything
 * with `svc_live_` in it is refused as one in a browser, and no part of it is ever echoed. `browser`
 * can only add the rule where detection cannot tell (server rendering), never lift it in a browser.
 *
 * @example
 * parseApiKey('svc_pub_abc12345') // { key, kind: 'publishable' }
 */
export function parseApiKey(key: unknown, options: { browser?: boolean | undefined } = {}): ApiKeyInfo {
  if (typeof key !== 'string' || key.trim() === '') {
    throw new MintKitError({ code: 'INVALID_KEY', message: 'MintKit needs an API key: your publishable key ("svc_pub_…"), or a sandbox key ("svc_test_…") for demos.' });
  }
  const secretInside = /svc_live_/i.test(key);
  if (secretInside && (options.browser === true || isBrowser())) {
    throw new MintKitError({
      code: 'SECRET_KEY_IN_BROWSER',
      message: 'A secret key ("svc_live_…") must not run in a browser, where anyone can read it: use your publishable key ("svc_pub_…") here, and revoke this one if it was ever deployed.',
    });
  }
  const match = KEY_PATTERN.exec(key.trim());
  const shown = secretInside ? 'svc_live_…' : key.length > 12 ? `${key.slice(0, 12)}…` : key;
  if (!match && /…|\.\.\./.test(key)) {
    throw new MintKitError({ code: 'INVALID_KEY', message: `"${shown}" is the placeholder from an example: put your own publishable key there (it starts "svc_pub_"), or a sandbox key ("svc_test_…") for demos.` });
  }
  if (!match) {
    throw new MintKitError({
      code: 'INVALID_KEY',
      message: `"${shown}" is not a MintKit API key: use your publishable key ("svc_pub_…"), a sandbox key ("svc_test_…"), or on a server only the secret key ("svc_live_…").`,
    });
  }
  return { key: key.trim(), kind: KIND_BY_PREFIX[match[1] as keyof typeof KIND_BY_PREFIX] };
}
