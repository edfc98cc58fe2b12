import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { dropNamed, keypairFromSeed, mintApi, phaseNamed, sandboxApi, useTarget, type Transport } from '../harness.js';

const MINUTE = 60_000;

export function readSuite(transport: Transport) {
  describe(`read model (${transport})`, () => {
    const target = useTarget(transport, { transitionAfterMs: 3 * MINUTE });

    it('returns the collection response with stats, phases, capabilities and the server clock', async () => {
      const res = await mintApi(target()).get('/collections/genesis');
      expect(res.status).toBe(200);
      const genesis = dropNamed(target(), 'genesis');
      expect(res.body).toMatchObject({
        success: true,
        collection: {
          id: genesis.uuid,
          shortId: 'genesis',
          name: genesis.name,
          symbol: expect.any(String),
          description: expect.any(String),
          chain: 'solana-devnet',
          collectionAddress: genesis.address,
          contractAddress: null,
          externalUrl: expect.stringMatching(/^https:\/\//),
          twitter: expect.stringMatching(/^https:\/\//),
          discord: expect.stringMatching(/^https:\/\//),
          isVerified: true,
        },
        stats: { totalSupply: 500, mintedCount: 12, availableCount: 488, percentMinted: 2.4 },
        capabilities: { requiresFeatures: [], supportedBySurface: true, mintUrl: expect.stringMatching(/^http/) },
        serverTime: new Date(target().clock.now()).toISOString(),
      });
      const { all, active, upcoming } = res.body.phases;
      expect(all.map((phase: { name: string }) => phase.name)).toEqual(['Founders', 'Early bird', 'Public', 'Holder encore']);
      expect(all.map((phase: { status: string }) => phase.status)).toEqual(['ended', 'active', 'upcoming', 'upcoming']);
      expect(active.map((phase: { name: string }) => phase.name)).toEqual(['Early bird']);
      expect(upcoming.map((phase: { name: string }) => phase.name)).toEqual(['Public', 'Holder encore']);
      expect(active[0]).toMatchObject({
        id: phaseNamed(target(), 'genesis', 'Early bird').id,
        price: 0.1,
        priceDisplay: { kind: 'amount', amount: 0.1, currency: 'SOL', isFree: false },
        bogo: null,
        isGated: false,
        maxPerWallet: 5,
        maxPerTransaction: 3,
        phaseSupply: null,
        msUntilStart: null,
        msUntilEnd: 3 * MINUTE,
        endDate: new Date(target().clock.now() + 3 * MINUTE).toISOString(),
      });
      expect(all[3].priceDisplay).toEqual({ kind: 'amount', amount: 0, currency: 'SOL', isFree: true });
      expect(all[0]).toMatchObject({ msUntilStart: null, msUntilEnd: null, phaseSupply: 100 });
    });

    it('serves collection, banner and item images from the sandbox itself as SVG', async () => {
      const { body } = await mintApi(target()).get('/collections/genesis');
      const gallery = await mintApi(target()).get('/collections/genesis/gallery?limit=1');
      for (const url of [body.collection.image, body.collection.bannerImage, gallery.body.items[0].image]) {
        expect(url.startsWith(`${target().origin}/__sandbox/art/`)).toBe(true);
        const art = await target().page()(url);
        expect(art.status).toBe(200);
        expect(art.headers.get('Content-Type')).toBe('image/svg+xml');
        expect(await art.text()).toMatch(/^<svg /);
      }
      expect((await target().page()('/__sandbox/art/genesis/evil.js')).status).toBe(404);
    });

    it('flips phase status only when the boundary timer fires, never on read', async () => {
      const api = mintApi(target());
      const statuses = async () => (await api.get('/collections/genesis')).body.phases.all.map((phase: { status: string }) => phase.status);
      await sandboxApi(target()).advance(3 * MINUTE - 1);
      for (let read = 0; read < 3; read++) expect(await statuses()).toEqual(['ended', 'active', 'upcoming', 'upcoming']);
      const before = (await api.get('/collections/genesis')).body.phases.all[2];
      expect(before.msUntilStart).toBe(1);

      // The dates now say Public has begun, but its timer has not fired: reads keep the stored status.
      target().clock.holdTimers();
      await sandboxApi(target()).advance(MINUTE);
      for (let read = 0; read < 3; read++) {
        const held = (await api.get('/collections/genesis')).body;
        expect(held.serverTime).toBe(new Date(target().clock.now()).toISOString());
        expect(held.phases.all.map((phase: { status: string }) => phase.status)).toEqual(['ended', 'active', 'upcoming', 'upcoming']);
        expect(held.phases.active.map((phase: { name: string }) => phase.name)).toEqual(['Early bird']);
      }

      target().clock.releaseTimers();
      expect(await statuses()).toEqual(['ended', 'ended', 'active', 'upcoming']);
      const after = (await api.get('/collections/genesis')).body;
      expect(after.phases.active.map((phase: { name: string }) => phase.name)).toEqual(['Public']);
      expect(after.phases.all[2].msUntilStart).toBeNull();
      expect(after.phases.all[1].msUntilEnd).toBeNull();
    });

    it('reports the four price kinds; hidden and unknown carry no figure at all', async () => {
      const api = mintApi(target());
      const display = async (id: string) => (await api.get(`/collections/${id}`)).body.phases.active[0];
      expect((await display('hidden-price'))).toMatchObject({ priceDisplay: { kind: 'hidden' }, price: null });
      expect((await display('unknown-price'))).toMatchObject({ priceDisplay: { kind: 'unknown' }, price: null });
      expect((await display('dutch')).priceDisplay).toEqual({ kind: 'range', min: 0.5, max: 2, currency: 'SOL' });
      expect((await display('sold-out')).priceDisplay).toEqual({ kind: 'amount', amount: 0.05, currency: 'SOL', isFree: false });
    });

    it('moves the Dutch price in steps on the sandbox clock, and the raw price follows it', async () => {
      const api = mintApi(target());
      const phaseId = phaseNamed(target(), 'dutch', 'Dutch auction').id;
      const live = async () => (await api.get(`/phases/${phaseId}/dutch-price`)).body;
      const start = await live();
      expect(start).toMatchObject({ success: true, phaseId, priceDisplay: { kind: 'amount', amount: 2, currency: 'SOL', isFree: false } });
      expect(start.nextChangeAt).toBe(new Date(target().clock.now() + 10 * MINUTE).toISOString());
      await sandboxApi(target()).advance(10 * MINUTE - 1);
      expect((await live()).priceDisplay.amount).toBe(2);
      await sandboxApi(target()).advance(1);
      expect((await live()).priceDisplay.amount).toBe(1.75);
      expect((await api.get('/collections/dutch')).body.phases.active[0].price).toBe(1.75);
      await sandboxApi(target()).advance(2 * 60 * MINUTE);
      const floor = await live();
      expect(floor.priceDisplay.amount).toBe(0.5);
      expect(floor.nextChangeAt).toBeNull();
      const notDutch = await api.get(`/phases/${phaseNamed(target(), 'genesis', 'Early bird').id}/dutch-price`);
      expect(notDutch.status).toBe(404);
    });

    it('resolves the pegged price through the token prices while the raw price stays stale', async () => {
      const api = mintApi(target());
      const phaseId = phaseNamed(target(), 'pegged', 'USD-pegged sale').id;
      const prices = (await api.get('/token-prices')).body;
      expect(prices).toMatchObject({ success: true, updatedAt: expect.any(String) });
      const sol = prices.prices.find((price: { symbol: string }) => price.symbol === 'SOL').usd;
      const pegged = (await api.get(`/phases/${phaseId}/pegged-price`)).body;
      expect(pegged.peg).toEqual({ currency: 'USD', amount: 25 });
      expect(pegged.priceDisplay.kind).toBe('amount');
      expect(pegged.priceDisplay.amount).toBeCloseTo(25 / sol, 4);
      const phase = (await api.get('/collections/pegged')).body.phases.active[0];
      expect(phase.priceDisplay).toEqual(pegged.priceDisplay);
      expect(phase.price).not.toBe(phase.priceDisplay.amount);
      expect(phase.price).toBe(0.125);
    });

    it('answers eligibility with the time window apart from the verdict and no gating criteria', async () => {
      const api = mintApi(target());
      const listed = target().manifest.allowlist.find((entry) => entry.drop === 'gated')!;
      expect(keypairFromSeed(listed.seed).publicKey.toBase58()).toBe(listed.address);
      const stranger = Keypair.generate().publicKey.toBase58();
      const allowlist = phaseNamed(target(), 'gated', 'Allowlist').id;
      const encore = phaseNamed(target(), 'gated', 'Allowlist encore').id;

      const yes = (await api.get(`/collections/gated/eligibility/${allowlist}/${listed.address}`)).body;
      expect(yes).toMatchObject({ success: true, gated: true, eligible: true, address: listed.address, phase: { id: allowlist, hasStarted: true, hasEnded: false } });
      const no = await api.get(`/collections/gated/eligibility/${allowlist}/${stranger}`);
      expect(no.body).toMatchObject({ gated: true, eligible: false, reason: 'NOT_ON_ALLOWLIST', message: expect.any(String) });
      const others = target().manifest.allowlist.filter((entry) => entry.address !== listed.address);
      for (const entry of others) expect(no.text).not.toContain(entry.address);

      const upcoming = (await api.get(`/collections/gated/eligibility/${encore}/${listed.address}`)).body;
      expect(upcoming).toMatchObject({ eligible: true, phase: { hasStarted: false, hasEnded: false } });

      const founders = phaseNamed(target(), 'genesis', 'Founders').id;
      const ended = (await api.get(`/collections/genesis/eligibility/${founders}/${stranger}`)).body;
      expect(ended).toMatchObject({ gated: false, eligible: true, phase: { hasStarted: true, hasEnded: true, endDate: expect.any(String) } });
    });

    it('pages listings with limit and offset, clamping limit to 100', async () => {
      const api = mintApi(target());
      const first = (await api.get('/collections/sold-out/all-minted?limit=40')).body;
      expect(first).toMatchObject({ success: true, offset: 0, limit: 40, total: 100, hasMore: true });
      expect(first.items).toHaveLength(40);
      const seen = new Set<string>();
      for (let offset = 0; offset < 100; offset += 40) {
        const pageBody = (await api.get(`/collections/sold-out/all-minted?limit=40&offset=${offset}`)).body;
        for (const item of pageBody.items) seen.add(item.mintAddress);
        expect(pageBody.hasMore).toBe(offset + 40 < 100);
      }
      expect(seen.size).toBe(100);
      expect(first.items[0]).toMatchObject({ mintAddress: expect.any(String), name: 'Society #1', image: expect.stringContaining('/__sandbox/art/'), owner: expect.any(String), mintedAt: expect.any(String) });

      const defaults = (await api.get('/collections/sold-out/gallery')).body;
      expect(defaults).toMatchObject({ limit: 20, offset: 0, hasMore: true });
      expect(defaults.items[0]).toMatchObject({ id: expect.any(String), name: expect.any(String), image: expect.any(String), attributes: expect.any(Array) });
      expect((await api.get('/collections/sold-out/gallery?limit=500')).body).toMatchObject({ limit: 100 });
      // However many digits: a huge limit is clamped too, a huge offset is past the end (not a refusal).
      expect((await api.get('/collections/sold-out/gallery?limit=10000000000')).body).toMatchObject({ limit: 100 });
      expect((await api.get('/collections/sold-out/gallery?offset=10000000000')).body).toMatchObject({ items: [], hasMore: false, total: 100 });
      for (const query of ['limit=-1', 'limit=abc', 'limit=0', 'limit=1.5', 'offset=-3']) {
        const res = await api.get(`/collections/sold-out/gallery?${query}`);
        expect(res.status, query).toBe(400);
        expect(res.body.code).toBe('INVALID_REQUEST');
      }
    });

    it('ranks holders and minters separately, largest first, over every item', async () => {
      const api = mintApi(target());
      const holders = (await api.get('/collections/sold-out/top-holders?limit=100')).body;
      const minters = (await api.get('/collections/sold-out/top-minters?limit=100')).body;
      const counts = holders.items.map((entry: { count: number }) => entry.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(counts.reduce((a: number, b: number) => a + b, 0)).toBe(100);
      expect(holders.total).toBeGreaterThan(20);
      expect((await api.get('/collections/sold-out/top-holders')).body.hasMore).toBe(true);
      expect(minters.items).not.toEqual(holders.items);
      const recent = (await api.get('/collections/sold-out/recently-minted?limit=5')).body.items;
      const times = recent.map((item: { mintedAt: string }) => Date.parse(item.mintedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(recent[0]).toMatchObject({ minter: expect.any(String), signature: expect.any(String), name: 'Society #100' });
    });

    it("dates every seeded mint inside its sale, never before the drop's first phase began or after now", async () => {
      const api = mintApi(target());
      for (const drop of ['genesis', 'sold-out', 'dutch', 'bounty']) {
        const { phases } = (await api.get(`/collections/${drop}`)).body;
        const firstStart = Math.min(...phases.all.map((phase: { startDate: string }) => Date.parse(phase.startDate)));
        const recent = (await api.get(`/collections/${drop}/recently-minted?limit=50`)).body.items;
        expect(recent.length, drop).toBeGreaterThan(0);
        for (const item of recent) {
          expect(Date.parse(item.mintedAt), `${drop}: ${item.name}`).toBeGreaterThanOrEqual(firstStart);
          expect(Date.parse(item.mintedAt), `${drop}: ${item.name}`).toBeLessThanOrEqual(target().clock.now());
        }
      }
    });

    it('lists traits with counts that add up to the gallery', async () => {
      const api = mintApi(target());
      const { traits } = (await api.get('/collections/genesis/traits')).body;
      const galleryTotal = (await api.get('/collections/genesis/gallery')).body.total;
      expect(traits.map((trait: { name: string }) => trait.name)).toEqual(['Background', 'Frame', 'Mood']);
      for (const trait of traits) {
        expect(trait.values.reduce((sum: number, value: { count: number }) => sum + value.count, 0)).toBe(galleryTotal);
      }
    });

    it('reports bounty and prizes, and the empty shape for a drop without a bounty', async () => {
      const api = mintApi(target());
      expect((await api.get('/collections/bounty/bounty')).body).toMatchObject({ success: true, enabled: true, title: expect.any(String), totalPrizes: 30, awardedPrizes: 7, endsAt: expect.any(String) });
      const prizes = (await api.get('/collections/bounty/bounty-prizes')).body;
      expect(prizes.enabled).toBe(true);
      expect(prizes.prizes).toHaveLength(4);
      expect(prizes.prizes[0]).toMatchObject({ id: expect.any(String), name: expect.any(String), quantity: 1, remaining: 1, image: expect.stringContaining('/__sandbox/art/') });
      expect((await api.get('/collections/genesis/bounty')).body).toEqual({ success: true, enabled: false, title: null, description: null, totalPrizes: 0, awardedPrizes: 0, endsAt: null });
      expect((await api.get('/collections/genesis/bounty-prizes')).body).toEqual({ success: true, enabled: false, prizes: [] });
    });

    it('describes claim codes and validates a code without ever consuming a use', async () => {
      const api = mintApi(target());
      expect((await api.get('/collections/claim-codes/claim-codes')).body).toEqual({ success: true, enabled: true, kind: 'multi_use', required: true });
      expect((await api.get('/collections/genesis/claim-codes')).body).toEqual({ success: true, enabled: false, kind: null, required: false });
      const single = target().manifest.claimCodes.find((code) => code.kind === 'single_use' && code.usesRemaining === 1)!;
      for (let attempt = 0; attempt < 3; attempt++) {
        const res = await api.post('/collections/claim-codes/claim-codes/validate', { code: single.code });
        expect(res.body).toEqual({ success: true, valid: true, reason: null, usesRemaining: 1, benefit: single.benefit });
      }
      const spent = target().manifest.claimCodes.find((code) => code.usesRemaining === 0)!;
      expect((await api.post('/collections/claim-codes/claim-codes/validate', { code: spent.code })).body).toMatchObject({ valid: false, usesRemaining: 0 });
      expect((await api.post('/collections/claim-codes/claim-codes/validate', { code: 'NOPE-0000' })).body).toMatchObject({ valid: false, reason: expect.any(String), benefit: null });
      expect((await api.post('/collections/genesis/claim-codes/validate', { code: single.code })).body.valid).toBe(false);
      expect((await api.post('/collections/claim-codes/claim-codes/validate', { code: 42 })).body.code).toBe('INVALID_REQUEST');
      const wallet = Keypair.generate().publicKey.toBase58();
      expect((await api.get(`/collections/claim-codes/claim-codes/benefits/${wallet}`)).body).toEqual({ success: true, walletAddress: wallet, benefits: [] });
    });

    it('reports availability, wallet mints for a fresh wallet, and the drops with special capabilities', async () => {
      const api = mintApi(target());
      expect((await api.get('/collections/genesis/availability')).body).toMatchObject({ success: true, totalSupply: 500, mintedCount: 12, reservedCount: 0, availableNow: 488 });
      const wallet = Keypair.generate().publicKey.toBase58();
      const mints = (await api.get(`/collections/genesis/wallet-mints/${wallet}`)).body;
      expect(mints.walletAddress).toBe(wallet);
      expect(mints.phases).toHaveLength(4);
      expect(mints.phases[1]).toEqual({ phaseId: phaseNamed(target(), 'genesis', 'Early bird').id, minted: 0, bonusMinted: 0, remaining: 5 });
      expect((await api.get('/collections/unsupported-chain')).body).toMatchObject({ collection: { chain: 'ethereum-devnet' }, capabilities: { supportedBySurface: false } });
      expect((await api.get('/collections/claim-codes')).body.capabilities.requiresFeatures).toEqual(['claim_codes']);
      const unsafe = (await api.get('/collections/unknown-price')).body.collection;
      expect(unsafe.externalUrl).toMatch(/^javascript:/);
      expect(unsafe.twitter).toMatch(/^http:\/\//);
      expect((await api.get('/collections/sold-out')).body.stats).toMatchObject({ mintedCount: 100, availableCount: 0, percentMinted: 100 });
    });

    it('answers wallet reads on the ethereum-devnet drop for that chain’s 0x… addresses (and the Solana wallets v1 mints with)', async () => {
      const api = mintApi(target());
      const drop = dropNamed(target(), 'unsupportedChain');
      const phaseId = drop.phases[0]!.id;
      const wallet = '0x8Ba1f109551bD432803012645Ac136ddd64DBA72';
      const eligibility = await api.get(`/collections/${drop.shortId}/eligibility/${phaseId}/${wallet}`);
      expect(eligibility.status, eligibility.text).toBe(200);
      expect(eligibility.body).toMatchObject({ success: true, gated: false, eligible: true, address: wallet.toLowerCase() });
      const mints = await api.get(`/collections/${drop.shortId}/wallet-mints/${wallet}`);
      expect(mints.status, mints.text).toBe(200);
      expect(mints.body).toEqual({ success: true, walletAddress: wallet.toLowerCase(), phases: [{ phaseId, minted: 0, bonusMinted: 0, remaining: 5 }] });
      const benefits = await api.get(`/collections/${drop.shortId}/claim-codes/benefits/${wallet.toLowerCase()}`);
      expect(benefits.body).toEqual({ success: true, walletAddress: wallet.toLowerCase(), benefits: [] });

      // A Solana wallet (a page on this drop with one connected) reads nothing minted, as on any drop.
      const solana = Keypair.generate().publicKey.toBase58();
      expect((await api.get(`/collections/${drop.shortId}/wallet-mints/${solana}`)).body).toMatchObject({ walletAddress: solana, phases: [{ minted: 0, remaining: 5 }] });
      // Not an address of either form, or a 0x… one on a Solana drop.
      for (const [shortId, address] of [
        [drop.shortId, wallet.slice(0, -1)],
        [drop.shortId, `${wallet.slice(0, -1)}g`],
        ['genesis', wallet],
      ] as const) {
        const refused = await api.get(`/collections/${shortId}/wallet-mints/${address}`);
        expect(refused.status, `${shortId} ${address}`).toBe(400);
        expect(refused.body.code).toBe('INVALID_REQUEST');
      }
    });
  });

  describe(`a Dutch auction that ends before its floor (${transport})`, () => {
    // Steps every 10 minutes from 2 SOL towards a 0.5 SOL floor an hour away, but the phase ends at 25 minutes.
    const target = useTarget(transport, {}, (drops, now) => {
      drops.find((drop) => drop.seed === 'dutch')!.phases[0]!.endMs = now + 25 * MINUTE;
    });

    it('never announces a price change after the phase’s end: nextChangeAt is null once no step is left inside it', async () => {
      const api = mintApi(target());
      const phaseId = phaseNamed(target(), 'dutch', 'Dutch auction').id;
      const live = async () => (await api.get(`/phases/${phaseId}/dutch-price`)).body;
      const start = target().clock.now();
      expect((await live()).nextChangeAt).toBe(new Date(start + 10 * MINUTE).toISOString());
      await sandboxApi(target()).advance(10 * MINUTE);
      expect(await live()).toMatchObject({ priceDisplay: { amount: 1.75 }, nextChangeAt: new Date(start + 20 * MINUTE).toISOString() });
      await sandboxApi(target()).advance(10 * MINUTE);
      // The next step (30 minutes) falls after the end (25 minutes): the price no longer moves.
      expect(await live()).toMatchObject({ priceDisplay: { amount: 1.5 }, nextChangeAt: null });
      await sandboxApi(target()).advance(5 * MINUTE);
      expect(await live()).toMatchObject({ priceDisplay: { amount: 1.5 }, nextChangeAt: null });
      expect((await api.get('/collections/dutch')).body.phases.all[0]).toMatchObject({ status: 'ended', price: 1.5 });
    });
  });
}
