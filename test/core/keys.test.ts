import { describe, expect, it, vi } from 'vitest';
import { createMintClient, parseApiKey } from '../../src/core/index.js';
import { thrownBy } from './contract-harness.js';

describe('API keys', () => {
  it('reads the kind from the prefix', () => {
    expect(parseApiKey('svc_pub_abcdefgh12').kind).toBe('publishable');
    expect(parseApiKey('svc_test_abcdefgh12').kind).toBe('sandbox');
    expect(parseApiKey('svc_live_abcdefgh12', { browser: false }).kind).toBe('secret');
  });

  it.each([
    ['empty', ''],
    ['whitespace', '   '],
    ['not a string', undefined],
    ['unknown prefix', 'pk_live_abcdefgh12'],
    ['too short', 'svc_pub_abc'],
    ['illegal characters', 'svc_pub_abc def ghi'],
  ])('refuses a %s key with INVALID_KEY', (_, key) => {
    const error = thrownBy(() => parseApiKey(key));
    expect(error.code).toBe('INVALID_KEY');
    expect(error.message).toMatch(/svc_pub_/);
  });

  it('refuses a secret key in a browser, with the fix in the message', () => {
    const error = thrownBy(() => parseApiKey('svc_live_abcdefgh12', { browser: true }));
    expect(error.code).toBe('SECRET_KEY_IN_BROWSER');
    expect(error.message).toMatch(/publishable key/);
    expect(error.message).toMatch(/revoke/);
  });

  it.each([
    ['in the quotes of a .env line', '"svc_live_9fK2mQ7xLp3RtV8w"'],
    ['with a trailing semicolon', 'svc_live_9fK2mQ7xLp3RtV8w;'],
    ['as a header line', 'X-API-Key: svc_live_9fK2mQ7xLp3RtV8w'],
    ['longer than a key can be', `svc_live_${'a'.repeat(129)}`],
  ])('refuses a secret key pasted %s as a secret in a browser, and shows none of it', (_, key) => {
    const error = thrownBy(() => parseApiKey(key, { browser: true }));
    expect(error.code).toBe('SECRET_KEY_IN_BROWSER');
    expect(error.message).toMatch(/revoke/);
    expect(error.message).not.toContain('9fK2');
    // On a server it is only malformed, and still not echoed.
    const onServer = thrownBy(() => parseApiKey(key, { browser: false }));
    expect(onServer.code).toBe('INVALID_KEY');
    expect(onServer.message).not.toContain('9fK2');
  });

  it.each([['svc_pub_…'], ['svc_pub_...']])('says the example’s placeholder %s is one, to be replaced by a real key', (key) => {
    const error = thrownBy(() => parseApiKey(key));
    expect(error.code).toBe('INVALID_KEY');
    expect(error.message).toMatch(/placeholder from an example: put your own publishable key there/);
  });

  it('a browser page cannot lift the secret-key rule with `browser: false`', () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
    try {
      expect(thrownBy(() => createMintClient({ apiKey: 'svc_live_abcdefgh12', baseUrl: 'https://mint.example.com', browser: false })).code).toBe('SECRET_KEY_IN_BROWSER');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('detects a browser by itself (window and document present)', () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
    try {
      expect(thrownBy(() => parseApiKey('svc_live_abcdefgh12')).code).toBe('SECRET_KEY_IN_BROWSER');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(parseApiKey('svc_live_abcdefgh12').kind).toBe('secret');
  });

  it('detects a page’s Web Worker too: its code ships to visitors like the page’s', () => {
    vi.stubGlobal('importScripts', () => undefined);
    try {
      expect(thrownBy(() => parseApiKey('svc_live_abcdefgh12')).code).toBe('SECRET_KEY_IN_BROWSER');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('makes no request when the key is refused', () => {
    const fetch = vi.fn();
    for (const apiKey of ['', 'nope', 'svc_live_abcdefgh12']) {
      expect(() => createMintClient({ apiKey, baseUrl: 'https://mint.test', fetch, browser: true })).toThrow();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the key in X-API-Key, under /v1, and only there', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, version: 'v1', stability: 'additive-only', docs: 'x' })));
    const client = createMintClient({ apiKey: 'svc_pub_abcdefgh12', baseUrl: 'https://mint.test/api/', fetch, browser: true });
    await client.discover();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://mint.test/api/v1/');
    expect((init.headers as Record<string, string>)['X-API-Key']).toBe('svc_pub_abcdefgh12');
  });

  it('does not double /v1 when the base URL already has it', () => {
    const client = createMintClient({ apiKey: 'svc_pub_abcdefgh12', baseUrl: 'https://mint.test/v1', fetch: vi.fn() });
    expect(client.baseUrl).toBe('https://mint.test/v1');
  });

  it.each([
    ['missing', ''],
    ['not absolute', 'mint.example.com'],
  ])('refuses a %s base URL as INVALID_SETUP, before any request and without calling it the service’s refusal', (_, baseUrl) => {
    const fetch = vi.fn();
    const error = thrownBy(() => createMintClient({ apiKey: 'svc_pub_abcdefgh12', baseUrl, fetch }));
    expect(error.code).toBe('INVALID_SETUP');
    expect(error.message).toMatch(/baseUrl|absolute URL/);
    expect(fetch).not.toHaveBeenCalled();
  });
});
