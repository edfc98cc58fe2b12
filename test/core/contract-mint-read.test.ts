import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createServerClock, type CollectionResponse, type OffsetPage, type PageOptions, type Phase } from '../../src/core/index.js';
import { createSystemClock } from '../../src/sandbox';
import { createHoldableClock, type HoldableClock } from '../sandbox/holdable-clock';
import {
  TRANSPORTS,
  dropShowing,
  expectFailure,
  keypairFromSeed,
  recordingFetch,
  useContractTarget,
  type Transport,
} from './contract-harness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const activePhase = (response: CollectionResponse): Phase => {
  const phase = response.phases.active[0];
  if (!phase) throw new Error(`${response.collection.shortId} has no active phase`);
  return phase;
};

/** Reads every page of an offset listing by following `nextOffset`, as a gallery's "load more" would. */
async function readToEnd<T>(read: (options: PageOptions) => Promise<OffsetPage<T>>, limit: number) {
  const pages: Array<OffsetPage<T>> = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const page: OffsetPage<T> = await read({ limit, offset });
    pages.push(page);
    if (pages.length > 100) throw new Error('offset paging did not end');
    offset = page.nextOffset;
  }
  return { pages, items: pages.flatMap((page) => page.items) };
}

function readModelSuite(transport: Transport) {
  describe(`minting service read model through createMintClient (${transport})`, () => {
    const target = useContractTarget(transport, { clock: createHoldableClock });
    const clock = () => target().clock as HoldableClock;

    it('discovers v1 and its additive-only contract, and every request goes under /v1', async () => {
      const { fetch, calls } = recordingFetch(target().fetchFrom(target().pageOrigin));
      const client = target().mintClient({ fetch });
      expect(await client.discover()).toMatchObject({ version: 'v1', stability: 'additive-only', docs: expect.stringMatching(/^https?:\/\//) });
      // A base URL given with the version already on it is not doubled.
      const versioned = target().mintClient({ fetch, baseUrl: `${target().manifest.mintBaseUrl}/v1/` });
      expect((await versioned.discover()).version).toBe('v1');
      await client.getTokenPrices();
      expect(calls.map((call) => call.url)).toEqual([
        `${target().manifest.mintBaseUrl}/v1/`,
        `${target().manifest.mintBaseUrl}/v1/`,
        `${target().manifest.mintBaseUrl}/v1/token-prices`,
      ]);
      for (const call of calls) expect(call.headers.get('X-API-Key')).toBe(target().manifest.keys.find((key) => key.name === 'publishable')!.key);
    });

    it('returns the whole read model in one call: collection, stats, phases with resolved prices, capabilities, serverTime', async () => {
      const drop = dropShowing(target().manifest, 'phase-transition');
      const { fetch, calls } = recordingFetch(target().fetchFrom(target().pageOrigin));
      const response = await target().mintClient({ fetch }).getCollection(drop.shortId);
      expect(response.collection).toMatchObject({ id: drop.uuid, shortId: drop.shortId, name: drop.name, collectionAddress: drop.address, chain: drop.chain });
      expect(drop.chain).toMatch(/^solana-/);
      const { stats } = response;
      expect(stats.mintedCount).toBeGreaterThan(0);
      expect(stats.availableCount).toBe(stats.totalSupply - stats.mintedCount);
      expect(stats.percentMinted).toBeCloseTo((stats.mintedCount / stats.totalSupply) * 100, 10);
      expect(response.capabilities).toMatchObject({ supportedBySurface: true, mintUrl: expect.stringMatching(/^https?:\/\//) });
      expect(response.serverTimeMs).toBe(target().clock.now());

      const { all, active, upcoming } = response.phases;
      expect(all.map((phase) => phase.id)).toEqual(drop.phases.map((phase) => phase.id));
      expect(new Set(all.map((phase) => phase.status))).toEqual(new Set(['ended', 'active', 'upcoming']));
      expect(active.map((phase) => phase.id)).toEqual(all.filter((phase) => phase.status === 'active').map((phase) => phase.id));
      expect(upcoming.map((phase) => phase.id)).toEqual(all.filter((phase) => phase.status === 'upcoming').map((phase) => phase.id));
      expect(active).toHaveLength(1);
      for (const phase of all) expect(phase.rawStatus).toBe(phase.status);
      // The wire's countdown fields are measured from the response's own serverTime. The model leaves
      // them out (they change on every read; countdowns run from the absolute dates instead).
      const current = activePhase(response);
      const wire = (calls[0]!.json as { phases: { all: Array<{ id: string; msUntilStart: number | null; msUntilEnd: number | null }> } }).phases.all;
      const wireOf = (id: string) => wire.find((phase) => phase.id === id)!;
      expect(wireOf(current.id).msUntilStart).toBeNull();
      expect(wireOf(current.id).msUntilEnd).toBe(current.endMs! - response.serverTimeMs);
      for (const phase of upcoming) expect(wireOf(phase.id).msUntilStart).toBe(phase.startMs - response.serverTimeMs);
      expect(current).not.toHaveProperty('msUntilEnd');
    });

    it('flips phase status only when the server timer fires at the boundary, never on read', async () => {
      const drop = dropShowing(target().manifest, 'phase-transition');
      const client = target().mintClient();
      const before = await client.getCollection(drop.shortId);
      const current = activePhase(before);
      const next = before.phases.upcoming[0]!;
      expect(next.startMs).toBe(current.endMs);
      target().advance(current.endMs! - before.serverTimeMs - 1);
      const almost = await client.getCollection(drop.shortId);
      expect(almost.phases.all.find((phase) => phase.id === next.id)!.startMs - almost.serverTimeMs).toBe(1);
      expect(almost.phases.active.map((phase) => phase.id)).toEqual([current.id]);

      // Past the boundary by the dates, with the timer not yet fired: every read keeps the stored status.
      clock().holdTimers();
      target().advance(60_000);
      for (let read = 0; read < 3; read++) {
        const again = await client.getCollection(drop.shortId);
        expect(again.serverTimeMs).toBeGreaterThan(next.startMs);
        expect(again.phases.active.map((phase) => phase.id)).toEqual([current.id]);
        expect(again.phases.upcoming.map((phase) => phase.id)).toContain(next.id);
      }
      clock().releaseTimers();
      const after = await client.getCollection(drop.shortId);
      expect(after.phases.active.map((phase) => phase.id)).toEqual([next.id]);
      expect(after.phases.all.find((phase) => phase.id === current.id)!.status).toBe('ended');
      expect(after.phases.upcoming.map((phase) => phase.id)).not.toContain(next.id);
    });

    it('decodes every price kind the server resolved, and never lets a raw price into the model', async () => {
      const { fetch, calls } = recordingFetch(target().fetchFrom(target().pageOrigin));
      const client = target().mintClient({ fetch });
      const manifest = target().manifest;

      const amount = activePhase(await client.getCollection(dropShowing(manifest, 'amount-price').shortId));
      expect(amount.priceDisplay).toEqual({ kind: 'amount', amount: expect.any(Number), currency: 'SOL', isFree: false });
      expect(amount.priceDisplay.kind === 'amount' && amount.priceDisplay.amount).toBeGreaterThan(0);

      const withFree = await client.getCollection(dropShowing(manifest, 'free-phase').shortId);
      expect(withFree.phases.all.map((phase) => phase.priceDisplay)).toContainEqual({ kind: 'amount', amount: 0, currency: 'SOL', isFree: true });

      const range = activePhase(await client.getCollection(dropShowing(manifest, 'range-price').shortId)).priceDisplay;
      expect(range).toEqual({ kind: 'range', min: expect.any(Number), max: expect.any(Number), currency: 'SOL' });
      expect(range.kind === 'range' && range.min! < range.max!).toBe(true);

      expect(activePhase(await client.getCollection(dropShowing(manifest, 'hidden-price').shortId)).priceDisplay).toEqual({ kind: 'hidden' });
      expect(activePhase(await client.getCollection(dropShowing(manifest, 'unknown-price').shortId)).priceDisplay).toEqual({ kind: 'unknown' });

      // The pegged phase: the wire carries a stale raw `price`; the model has only the resolved one.
      const pegged = activePhase(await client.getCollection(dropShowing(manifest, 'pegged-price').shortId));
      const wirePhase = (calls.at(-1)!.json as { phases: { active: Array<{ price: unknown }> } }).phases.active[0]!;
      expect(typeof wirePhase.price).toBe('number');
      expect(pegged.priceDisplay.kind).toBe('amount');
      expect(pegged.priceDisplay.kind === 'amount' && pegged.priceDisplay.amount).not.toBe(wirePhase.price);
      for (const phase of [amount, ...withFree.phases.all, pegged]) expect(phase).not.toHaveProperty('price');
    });

    it('resolves the pegged price through the token prices, the same figure the read model shows', async () => {
      const client = target().mintClient();
      const drop = dropShowing(target().manifest, 'pegged-price');
      const prices = await client.getTokenPrices();
      const sol = prices.prices.find((price) => price.symbol === 'SOL');
      expect(sol?.usd).toBeGreaterThan(0);
      const live = await client.getPeggedPrice(drop.phases[0]!.id);
      expect(live.phaseId).toBe(drop.phases[0]!.id);
      expect(live.peg).toEqual({ currency: 'USD', amount: expect.any(Number) });
      expect(live.priceDisplay.kind).toBe('amount');
      expect(live.priceDisplay.kind === 'amount' && live.priceDisplay.amount).toBeCloseTo(live.peg!.amount / sol!.usd, 4);
      expect(activePhase(await client.getCollection(drop.shortId)).priceDisplay).toEqual(live.priceDisplay);
    });

    it('moves the Dutch price when the sandbox clock passes the next step, while the phase stays a range', async () => {
      const client = target().mintClient();
      const drop = dropShowing(target().manifest, 'dutch-price');
      const phaseId = drop.phases[0]!.id;
      const first = await client.getDutchPrice(phaseId);
      expect(first.priceDisplay).toMatchObject({ kind: 'amount', currency: 'SOL', isFree: false });
      expect(first.nextChangeAt).not.toBeNull();
      const untilStep = Date.parse(first.nextChangeAt!) - Date.parse(first.serverTime!);
      expect(untilStep).toBeGreaterThan(0);
      target().advance(untilStep - 1);
      expect((await client.getDutchPrice(phaseId)).priceDisplay).toEqual(first.priceDisplay);
      target().advance(1);
      const stepped = await client.getDutchPrice(phaseId);
      const amountOf = (price: typeof first) => (price.priceDisplay.kind === 'amount' ? price.priceDisplay.amount : NaN);
      expect(amountOf(stepped)).toBeLessThan(amountOf(first));
      const range = activePhase(await client.getCollection(drop.shortId)).priceDisplay;
      expect(range.kind).toBe('range');
      expect(range.kind === 'range' && amountOf(stepped) >= range.min! && amountOf(first) <= range.max!).toBe(true);
      // A phase that is not a Dutch auction has no Dutch price.
      const fixed = activePhase(await client.getCollection(dropShowing(target().manifest, 'amount-price').shortId));
      expect(fixed.priceDisplay.kind).toBe('amount');
      await expectFailure(client.getDutchPrice(fixed.id), { code: 'NOT_FOUND', status: 404 });
    });

    it('answers eligibility with hasStarted/hasEnded apart from the verdict, and returns no gating criteria', async () => {
      const { fetch, calls } = recordingFetch(target().fetchFrom(target().pageOrigin));
      const client = target().mintClient({ fetch });
      const gated = dropShowing(target().manifest, 'eligibility');
      const listed = target().manifest.allowlist.filter((entry) => entry.drop === gated.shortId);
      expect(listed.length).toBeGreaterThan(1);
      const wallet = listed[0]!;
      expect(keypairFromSeed(wallet.seed).publicKey.toBase58()).toBe(wallet.address);
      const model = await client.getCollection(gated.shortId);
      const open = model.phases.all.find((phase) => phase.isGated && phase.status === 'active')!;
      const later = model.phases.all.find((phase) => phase.isGated && phase.status === 'upcoming')!;
      const stranger = Keypair.generate().publicKey.toBase58();

      expect(await client.getEligibility(gated.shortId, open.id, wallet.address)).toMatchObject({
        gated: true,
        verdict: 'eligible',
        address: wallet.address,
        phase: { id: open.id, hasStarted: true, hasEnded: false },
      });
      const refused = await client.getEligibility(gated.address, open.id, stranger);
      expect(refused).toMatchObject({ gated: true, verdict: 'not-eligible', reason: expect.any(String), address: stranger });
      // An upcoming phase is not "not eligible": the verdict and the time window are separate.
      expect(await client.getEligibility(gated.shortId, later.id, wallet.address)).toMatchObject({
        verdict: 'eligible',
        phase: { id: later.id, hasStarted: false, hasEnded: false },
      });
      const ungated = dropShowing(target().manifest, 'ended-phase');
      const ended = (await client.getCollection(ungated.shortId)).phases.all.find((phase) => phase.status === 'ended')!;
      expect(await client.getEligibility(ungated.shortId, ended.id, stranger)).toMatchObject({
        gated: false,
        verdict: 'eligible',
        phase: { hasStarted: true, hasEnded: true, endDate: ended.endDate },
      });
      const refusalOnTheWire = JSON.stringify(calls.find((call) => call.url.endsWith(`/${stranger}`))!.json);
      for (const entry of listed) expect(refusalOnTheWire).not.toContain(entry.address);
      expect(refusalOnTheWire).not.toMatch(/allowlist"\s*:/i);
    });

    it('reports wallet mints per phase for a fresh wallet as the caps allow', async () => {
      const drop = dropShowing(target().manifest, 'phase-transition');
      const client = target().mintClient();
      const model = await client.getCollection(drop.shortId);
      const wallet = Keypair.generate().publicKey.toBase58();
      const mints = await client.getWalletMints(drop.shortId, wallet);
      expect(mints.walletAddress).toBe(wallet);
      expect(mints.phases).toEqual(model.phases.all.map((phase) => ({ phaseId: phase.id, minted: 0, bonusMinted: 0, remaining: phase.maxPerWallet })));
    });

    it('reports the bounty and its prizes, and the empty shape (not an error) where there is none', async () => {
      const client = target().mintClient();
      const hunt = dropShowing(target().manifest, 'bounty');
      const bounty = await client.getBounty(hunt.shortId);
      expect(bounty).toMatchObject({ enabled: true, title: expect.any(String), endsAt: expect.any(String) });
      // The sandbox always sends both counts, so neither is "not available" (null) here.
      expect(bounty.awardedPrizes).toEqual(expect.any(Number));
      expect(bounty.totalPrizes).toBeGreaterThanOrEqual(bounty.awardedPrizes!);
      expect(bounty.totalPrizes).toBeGreaterThan(0);
      const prizes = await client.getBountyPrizes(hunt.address);
      expect(prizes.enabled).toBe(true);
      expect(prizes.prizes.length).toBeGreaterThan(0);
      for (const prize of prizes.prizes) expect(prize.remaining).toBeLessThanOrEqual(prize.quantity);

      const plain = target().manifest.drops.find((drop) => !drop.shows.includes('bounty') && drop.seed !== 'outOfScope')!;
      expect(await client.getBounty(plain.shortId)).toEqual({ enabled: false, title: null, description: null, totalPrizes: 0, awardedPrizes: 0, endsAt: null });
      expect(await client.getBountyPrizes(plain.shortId)).toEqual({ enabled: false, prizes: [] });
    });

    it('describes claim codes and validates a code without consuming a use, however often asked', async () => {
      const client = target().mintClient();
      const drop = dropShowing(target().manifest, 'claim-codes');
      expect(await client.getClaimCodeConfig(drop.shortId)).toEqual({ enabled: true, kind: expect.stringMatching(/^(single_use|multi_use)$/), required: true });
      const plain = dropShowing(target().manifest, 'phase-transition');
      expect(await client.getClaimCodeConfig(plain.shortId)).toEqual({ enabled: false, kind: null, required: false });

      const codes = target().manifest.claimCodes.filter((code) => code.drop === drop.shortId);
      const single = codes.find((code) => code.maxUses === 1 && code.usesRemaining === 1)!;
      for (let ask = 0; ask < 3; ask++) {
        expect(await client.validateClaimCode(drop.shortId, single.code)).toEqual({ valid: true, reason: null, usesRemaining: 1, benefit: single.benefit });
      }
      const spent = codes.find((code) => code.usesRemaining === 0)!;
      expect(await client.validateClaimCode(drop.shortId, spent.code)).toMatchObject({ valid: false, usesRemaining: 0, reason: expect.any(String) });
      expect(await client.validateClaimCode(drop.address, `${single.code}-NOT`)).toMatchObject({ valid: false, benefit: null });
      const wallet = Keypair.generate().publicKey.toBase58();
      expect(await client.getClaimCodeBenefits(drop.shortId, wallet)).toEqual({ walletAddress: wallet, benefits: [] });
    });

    it('lists traits whose counts add up to the gallery', async () => {
      const client = target().mintClient();
      const drop = dropShowing(target().manifest, 'phase-transition');
      const { traits } = await client.getTraits(drop.shortId);
      const gallery = await client.getGallery(drop.shortId, { limit: 1 });
      expect(traits.length).toBeGreaterThan(0);
      for (const trait of traits) expect(trait.values.reduce((sum, value) => sum + value.count, 0)).toBe(gallery.total);
    });

    it('pages gallery, recently-minted, all-minted, top holders and top minters with limit and offset to the end', async () => {
      const client = target().mintClient();
      const drop = dropShowing(target().manifest, 'paging');
      const limit = 15;
      const totals: Record<string, number> = {};
      async function checkListing<T>(name: string, read: (options: PageOptions) => Promise<OffsetPage<T>>, identity: (item: T) => string) {
        const { pages, items } = await readToEnd(read, limit);
        const total = pages[0]!.total!;
        // One page is visibly not the whole listing.
        expect(total, name).toBeGreaterThan(limit);
        expect(pages[0], name).toMatchObject({ offset: 0, limit, hasMore: true, nextOffset: limit });
        expect(pages[0]!.items, name).toHaveLength(limit);
        expect(pages.length, name).toBe(Math.ceil(total / limit));
        expect(pages.at(-1), name).toMatchObject({ hasMore: false, nextOffset: null });
        const ids = items.map(identity);
        expect(ids, name).toHaveLength(total);
        expect(new Set(ids).size, name).toBe(total);
        totals[name] = total;
      }
      await checkListing('gallery', (o) => client.getGallery(drop.shortId, o), (item) => item.id);
      await checkListing('recentlyMinted', (o) => client.getRecentlyMinted(drop.shortId, o), (item) => item.mintAddress);
      await checkListing('allMinted', (o) => client.getAllMinted(drop.address, o), (item) => item.mintAddress);
      await checkListing('topHolders', (o) => client.getTopHolders(drop.shortId, o), (item) => item.address);
      await checkListing('topMinters', (o) => client.getTopMinters(drop.shortId, o), (item) => item.address);
      const model = await client.getCollection(drop.shortId);
      expect(totals.allMinted).toBe(model.stats.mintedCount);
      const holders = await readToEnd((o) => client.getTopHolders(drop.shortId, o), 100);
      // Every holder the service lists carries its count (a missing one would be NaN here).
      const counts = holders.items.map((holder) => holder.count ?? Number.NaN);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(model.stats.mintedCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });

    it('accepts the short id and the on-chain address alike, and refuses the internal uuid with 404 NOT_FOUND', async () => {
      const client = target().mintClient();
      const drop = dropShowing(target().manifest, 'phase-transition');
      const byShortId = await client.getCollection(drop.shortId);
      const byAddress = await client.getCollection(drop.address);
      expect(byAddress).toEqual(byShortId);
      expect(await client.getAvailability(drop.address)).toEqual(await client.getAvailability(drop.shortId));
      expect(byShortId.collection.id).toBe(drop.uuid);
      for (const read of [
        () => client.getCollection(drop.uuid),
        () => client.getGallery(drop.uuid),
        () => client.getAvailability(drop.uuid),
        () => client.getTraits(drop.uuid),
      ]) {
        await expectFailure(read(), { code: 'NOT_FOUND', status: 404 });
      }
    });

    it('marks success on every body, true on answers and false on failures', async () => {
      const { fetch, calls } = recordingFetch(target().fetchFrom(target().pageOrigin));
      const client = target().mintClient({ fetch });
      const drop = dropShowing(target().manifest, 'phase-transition');
      await client.discover();
      await client.getCollection(drop.shortId);
      await client.getAvailability(drop.shortId);
      await expectFailure(client.getCollection(drop.uuid), { code: 'NOT_FOUND', status: 404 });
      await expectFailure(client.getGallery(drop.shortId, { limit: 1, offset: -1 }), { code: 'INVALID_REQUEST', status: 400 });
      expect(calls).toHaveLength(5);
      for (const call of calls) expect((call.json as { success: unknown }).success).toBe(call.status! < 300);
    });

    it('has no separate phases endpoint: phases come with the collection', async () => {
      const drop = dropShowing(target().manifest, 'phase-transition');
      const key = target().manifest.keys.find((entry) => entry.name === 'publishable')!.key;
      // No client method for it exists, so ask with a raw request.
      const response = await target().fetchFrom(target().pageOrigin)(`${target().manifest.mintBaseUrl}/v1/collections/${drop.shortId}/phases`, {
        headers: { 'X-API-Key': key },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });

    it('degrades safely when the service adds fields and rewords its sentences (additive-only, codes stable)', async () => {
      const drop = dropShowing(target().manifest, 'phase-transition');
      const base = target().fetchFrom(target().pageOrigin);
      // What a newer service could send: extra fields everywhere, and a reworded error sentence.
      const newer = (async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await base(input, init);
        const body = (await response.json()) as Record<string, unknown>;
        const grown = JSON.parse(JSON.stringify(body), (key, value) =>
          value && typeof value === 'object' && !Array.isArray(value) ? { ...value, addedInV1_1: { nested: [1, 'x'] } } : value,
        ) as Record<string, unknown>;
        if (grown.success === false) grown.error = 'Une phrase entièrement différente.';
        return new Response(JSON.stringify(grown), { status: response.status, headers: { 'Content-Type': 'application/json' } });
      }) as typeof fetch;
      const today = target().mintClient();
      const tomorrow = target().mintClient({ fetch: newer });
      expect(await tomorrow.getCollection(drop.shortId)).toEqual(await today.getCollection(drop.shortId));
      expect(await tomorrow.getGallery(drop.shortId, { limit: 3 })).toEqual(await today.getGallery(drop.shortId, { limit: 3 }));
      const original = await expectFailure(today.getCollection(drop.uuid), { code: 'NOT_FOUND', status: 404 });
      const reworded = await expectFailure(tomorrow.getCollection(drop.uuid), { code: 'NOT_FOUND', status: 404 });
      expect(reworded.serverMessage).toBe('Une phrase entièrement différente.');
      expect(reworded.serverMessage).not.toBe(original.serverMessage);
    });
  });

  describe(`server clock through createMintClient (${transport})`, () => {
    // Real time on the sandbox, shifted so that neither the device nor the sandbox shows "now".
    const target = useContractTarget(transport, {
      clock: () => {
        const clock = createSystemClock();
        clock.advance(3 * DAY + 4_321);
        return clock;
      },
    });

    it.each([12 * HOUR, -12 * HOUR])('tracks the sandbox clock within the round trip while the device is %i ms off', async (deviceSkew) => {
      const clock = createServerClock({ deviceNow: () => Date.now() + deviceSkew });
      const client = target().mintClient({ clock });
      const drop = dropShowing(target().manifest, 'phase-transition');
      expect(clock.isSynced()).toBe(false);
      const response = await client.getCollection(drop.shortId);
      expect(clock.isSynced()).toBe(true);
      // Half the round trip, plus a few ms for the ISO timestamp's resolution and the two reads below.
      const bound = clock.uncertaintyMs()! + 5;
      expect(Math.abs(clock.now() - target().clock.now())).toBeLessThanOrEqual(bound);
      expect(Math.abs(clock.deviceSkewMs()! - (deviceSkew - 3 * DAY - 4_321))).toBeLessThanOrEqual(bound);
      // A countdown to the end of the active phase, on the kit's clock, agrees with the server's own.
      const current = activePhase(response);
      const serverRemaining = current.endMs! - target().clock.now();
      expect(Math.abs(current.endMs! - clock.now() - serverRemaining)).toBeLessThanOrEqual(bound);
      // Still right a little later, without another sample.
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(Math.abs(clock.now() - target().clock.now())).toBeLessThanOrEqual(bound + 2);
    });
  });
}

for (const transport of TRANSPORTS) readModelSuite(transport);
