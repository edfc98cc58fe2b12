import { afterEach, describe, expect, it } from 'vitest';
import { decodeCollectionResponse, isMintKitError, parseTimestamp } from '../../src/core/index.js';

/**
 * Spec: `startDate` "string (ISO 8601 timestamp)", `serverTime` "(ISO 8601 timestamp; the server clock
 * to drive countdowns without drift)". `Date.parse` knows only the ECMAScript subset of ISO 8601 and
 * reads a stamp without an offset in the device's zone (docs/api-assumptions.md, "time values").
 */
function body(startDate: string, serverTime: string) {
  const phase = {
    id: '0b0c5c3e-1111-4222-8333-444455556666', name: 'Public', status: 'active', startDate, endDate: null,
    priceDisplay: { kind: 'amount', amount: 1, currency: 'SOL', isFree: false }, bogo: null, isGated: false,
    maxPerWallet: 5, maxPerTransaction: 5, phaseSupply: null, msUntilStart: null, msUntilEnd: null,
  };
  return {
    success: true,
    collection: {
      id: 'e17be519-b1b7-4ba9-abd0-43b4e26f0c21', shortId: 'genesis', name: 'Genesis', symbol: 'GEN', description: '', image: 'https://x/i.png',
      bannerImage: 'https://x/b.png', chain: 'solana-devnet', collectionAddress: '9TjfgBMHQ2oiBGDvC9K1fb62oFucxzyEPQzaszXFD2P6', contractAddress: null,
      externalUrl: null, twitter: null, discord: null, isVerified: false,
    },
    stats: { totalSupply: 10, mintedCount: 1, availableCount: 9, percentMinted: 10 },
    phases: { all: [phase], active: [phase], upcoming: [] },
    capabilities: { requiresFeatures: [], supportedBySurface: true, mintUrl: 'https://x/mint' },
    serverTime,
  };
}

const decodes = (startDate: string, serverTime: string) => {
  try {
    return decodeCollectionResponse(body(startDate, serverTime));
  } catch (error) {
    return isMintKitError(error) ? `${error.code} at ${error.path}` : String(error);
  }
};

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('ISO 8601 timestamps in the read model', () => {
  // Each is an ISO 8601 timestamp of 2026-01-01 12:00 UTC (an hour-only offset, the basic format, a decimal comma).
  it.each(['2026-01-01T12:00:00+00', '20260101T120000Z', '2026-01-01T12:00:00,000Z'])('reads %s as the instant it names', (stamp) => {
    const decoded = decodes(stamp, stamp);
    expect(typeof decoded === 'string' ? decoded : decoded.serverTimeMs).toBe(Date.UTC(2026, 0, 1, 12));
  });

  it('never makes the server clock depend on the device time zone (a timestamp without an offset)', () => {
    process.env.TZ = 'UTC';
    const inUtc = decodes('2026-01-01T12:00:00', '2026-01-01T12:00:00');
    process.env.TZ = 'America/New_York';
    const inNewYork = decodes('2026-01-01T12:00:00', '2026-01-01T12:00:00');
    const ms = (decoded: typeof inUtc) => (typeof decoded === 'string' ? decoded : decoded.serverTimeMs);
    // One instant on every device: the server's, read as UTC.
    expect(ms(inNewYork)).toBe(ms(inUtc));
    expect(ms(inUtc)).toBe(Date.UTC(2026, 0, 1, 12));
  });

  it.each([
    ['2026-01-01T17:30:00+05:30', Date.UTC(2026, 0, 1, 12)],
    ['2026-01-01T07:00:00-0500', Date.UTC(2026, 0, 1, 12)],
    ['2026-01-01T12:00:00.250Z', Date.UTC(2026, 0, 1, 12, 0, 0, 250)],
    ['Thu, 01 Jan 2026 12:00:00 GMT', Date.UTC(2026, 0, 1, 12)],
  ])('reads %s, with its offset, as the instant it names', (stamp, ms) => {
    expect(parseTimestamp(stamp)).toBe(ms);
  });

  it.each(['2026-02-30T12:00:00Z', '2026-01-01T25:00:00Z', 'Thursday noon', 'Jan 1 2026 12:00'])('refuses %s, on every device, rather than guess', (stamp) => {
    expect(decodes(stamp, '2026-01-01T12:00:00Z')).toBe('DECODE_ERROR at response.phases.all[0].startDate');
  });
});
