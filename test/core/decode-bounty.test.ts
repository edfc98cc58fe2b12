import { describe, expect, it } from 'vitest';
import { decodeBounty, decodeBountyPrizes } from '../../src/core/wire/mint-feeds.js';

const prize = { id: 'p1', name: 'Golden frame 1/1', description: '', image: null, quantity: 4, remaining: 2 };

describe('bounty decoding', () => {
  it('reads counts the summary leaves out as not available, never as 0', () => {
    const bounty = decodeBounty({ success: true, enabled: true, title: 'Find the golden frame', description: null, endsAt: null });
    expect(bounty).toMatchObject({ enabled: true, totalPrizes: null, awardedPrizes: null });
  });

  it('keeps counts the service does send, zero included', () => {
    expect(decodeBounty({ success: true, enabled: false, title: null, description: null, totalPrizes: 0, awardedPrizes: 0, endsAt: null })).toEqual({
      enabled: false,
      title: null,
      description: null,
      totalPrizes: 0,
      awardedPrizes: 0,
      endsAt: null,
    });
    expect(decodeBounty({ success: true, enabled: true, title: 'T', totalPrizes: 30, awardedPrizes: 7 })).toMatchObject({ totalPrizes: 30, awardedPrizes: 7 });
  });

  it('treats a summary without `enabled` that names or counts a bounty as a live one, and an empty one as none', () => {
    expect(decodeBounty({ success: true, title: 'Find the golden frame' }).enabled).toBe(true);
    expect(decodeBounty({ success: true, totalPrizes: 3 }).enabled).toBe(true);
    expect(decodeBounty({ success: true, endsAt: '2026-12-01T00:00:00.000Z' }).enabled).toBe(true);
    expect(decodeBounty({ success: true }).enabled).toBe(false);
    expect(decodeBounty({ success: true, title: null, totalPrizes: 0 }).enabled).toBe(false);
    // The service's word wins when it gives one.
    expect(decodeBounty({ success: true, enabled: false, title: 'Old bounty' }).enabled).toBe(false);
  });

  it('reads a prize table without `enabled` as live when it lists prizes, instead of failing to decode', () => {
    expect(decodeBountyPrizes({ success: true, prizes: [prize] })).toEqual({ enabled: true, prizes: [prize] });
    expect(decodeBountyPrizes({ success: true, prizes: [] })).toEqual({ enabled: false, prizes: [] });
    expect(decodeBountyPrizes({ success: true, enabled: false, prizes: [] })).toEqual({ enabled: false, prizes: [] });
  });
});
