import { Hono } from 'hono';
import type { SandboxClock } from '../clock.js';
import { API_KEYS, requireApiKey, type AuthEnv, type KeyKind, type SeededKeyName } from './auth.js';
import { keypairFromSeedString } from './derive.js';
import { ServiceError, failureBody, failureResponse } from './errors.js';
import type { Drop } from './model.js';
import { createLedger, solToLamports } from './ledger.js';
import { claimCodeUsesLeft, releaseHoldsOfEndedPhase, type MintEngineContext, type MintWorld } from './minting.js';
import { registerMintRoutes } from './mint-routes.js';
import { armPhaseTimers } from './phase-timers.js';
import { registerReadRoutes } from './read-routes.js';
import { createScheduler } from './scheduler.js';
import { ALLOWLIST_SEEDS, MINT_AUTHORITY_SEED, TREASURY_ADDRESS, seedDrops, seedTokenPrices } from './seed.js';
import type { SeededDropName } from '../seed-ids.js';

export interface MintServiceOptions {
  clock: SandboxClock;
  confirmationDelayMs: number;
  transitionAfterMs: number;
  /** Edits the seeded drops before their timers are armed, on creation and on every reset. */
  editDrops?: DropEditor | undefined;
}

/** For tests of rules the seeded drops do not reach: a phase cap on the bounty drop, a short Dutch auction. */
export type DropEditor = (drops: Drop[], now: number) => void;

/** The minting half of the sandbox as the manifest lists it. */
export interface MintManifestPart {
  keys: Array<{ name: SeededKeyName; key: string; kind: KeyKind; origins: string[] | null; scope: string[] }>;
  drops: Array<{
    seed: SeededDropName;
    shortId: string;
    address: string;
    uuid: string;
    chain: string;
    name: string;
    shows: string[];
    phases: Array<{ id: string; name: string }>;
  }>;
  /** Wallets on a gated phase's allowlist, with the seed to sign as them; `phases` are phase ids. */
  allowlist: Array<{ drop: string; address: string; seed: string; derivation: string; phases: string[] }>;
  claimCodes: Array<{
    drop: string;
    code: string;
    kind: 'single_use' | 'multi_use';
    maxUses: number;
    usesRemaining: number;
    benefit: { bonusMints: number; discountPercent: number };
  }>;
  treasury: string;
  mintAuthority: string;
}

export interface MintService {
  /** Serves `/v1/...`; the composed sandbox mounts it at `/mint`. */
  app: Hono<AuthEnv>;
  fund(address: string, sol: number): void;
  balanceOf(address: string): number;
  setAuthAvailable(available: boolean): void;
  setTokenPrice(symbol: string, usd: number): void;
  describe(): MintManifestPart;
  reset(): void;
  dispose(): void;
}

export function createMintService(options: MintServiceOptions): MintService {
  const { clock } = options;
  const scheduler = createScheduler(clock);
  const ledger = createLedger();
  let authAvailable = true;

  const seedWorld = (): MintWorld => {
    const now = clock.now();
    const drops = seedDrops({ now, transitionAfterMs: options.transitionAfterMs });
    options.editDrops?.(drops, now);
    // Held sessions of a phase that ends are let go by the same timer (`releaseHoldsOfEndedPhase`).
    for (const drop of drops) armPhaseTimers(drop, scheduler, now, (phase) => releaseHoldsOfEndedPhase(ctx, phase));
    return { drops, sessions: new Map(), tokenPrices: seedTokenPrices(now) };
  };

  const ctx: MintEngineContext = {
    world: seedWorld(),
    clock,
    scheduler,
    ledger,
    confirmationDelayMs: options.confirmationDelayMs,
    mintAuthority: keypairFromSeedString(MINT_AUTHORITY_SEED),
    treasury: TREASURY_ADDRESS,
  };

  const app = new Hono<AuthEnv>();
  // Kept with the app (Hono carries a sub-app's error handler when it is mounted with `route`), so
  // the service answers its own failure bodies wherever it is served.
  app.onError((error, c) =>
    error instanceof ServiceError
      ? failureResponse(c, error)
      : c.json(failureBody('INTERNAL_ERROR', 'The minting service failed to handle this request.'), 500),
  );
  app.notFound((c) => c.json(failureBody('NOT_FOUND', 'No such route.'), 404));
  const keyCheck = requireApiKey(() => authAvailable);
  app.use('/v1', keyCheck);
  app.use('/v1/*', keyCheck);
  registerReadRoutes(app, ctx);
  registerMintRoutes(app, ctx);

  return {
    app,
    fund(address, sol) {
      if (!Number.isFinite(sol) || sol < 0) throw new RangeError(`fund() needs a non-negative number of SOL, got ${sol}.`);
      ledger.credit(address, solToLamports(sol));
    },
    balanceOf: (address) => ledger.balanceOf(address),
    setAuthAvailable(available) {
      authAvailable = available;
    },
    setTokenPrice(symbol, usd) {
      if (!Number.isFinite(usd) || usd <= 0) throw new RangeError(`setTokenPrice() needs a positive USD price, got ${usd}.`);
      const table = ctx.world.tokenPrices;
      table.prices = [...table.prices.filter((price) => price.symbol !== symbol), { symbol, usd }];
      table.updatedAt = clock.now();
    },
    describe() {
      const shortIdOf = new Map(ctx.world.drops.map((drop) => [drop.seed, drop.shortId]));
      return {
        keys: API_KEYS.map((record) => ({
          name: record.name,
          key: record.key,
          kind: record.kind,
          origins: record.origins ? [...record.origins] : null,
          scope: [...record.scope].map((seed) => shortIdOf.get(seed) ?? seed),
        })),
        drops: ctx.world.drops.map((drop) => ({
          seed: drop.seed,
          shortId: drop.shortId,
          address: drop.address,
          uuid: drop.id,
          chain: drop.chain,
          name: drop.name,
          shows: [...drop.shows],
          phases: drop.phases.map((phase) => ({ id: phase.id, name: phase.name })),
        })),
        allowlist: ctx.world.drops.flatMap((drop) =>
          ALLOWLIST_SEEDS.map((seed) => {
            const address = keypairFromSeedString(seed).publicKey.toBase58();
            const phases = drop.phases.filter((phase) => phase.allowlist?.has(address)).map((phase) => phase.id);
            return { drop: drop.shortId, address, seed, derivation: 'Keypair.fromSeed(sha256(utf8(seed)))', phases };
          }).filter((entry) => entry.phases.length > 0),
        ),
        claimCodes: ctx.world.drops.flatMap((drop) =>
          (drop.claimCodes?.codes ?? []).map((code) => ({
            drop: drop.shortId,
            code: code.code,
            kind: code.kind,
            maxUses: code.maxUses,
            usesRemaining: claimCodeUsesLeft(code),
            benefit: { ...code.benefit },
          })),
        ),
        treasury: ctx.treasury,
        mintAuthority: ctx.mintAuthority.publicKey.toBase58(),
      };
    },
    reset() {
      scheduler.cancelAll();
      ledger.clear();
      authAvailable = true;
      ctx.world = seedWorld();
    },
    dispose() {
      scheduler.cancelAll();
    },
  };
}
