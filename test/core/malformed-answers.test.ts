import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createServerClock, isMintKitError, noRetry, type MarketClient, type MintClient } from '../../src/core/index.js';
import { recordingFetch, signAsWallet, useContractTarget, type ContractTarget } from './contract-harness';

// The kit types every hook's and factory's error as `MintKitError` and every component branches on
// its `code`. That holds only if no answer, however mangled, makes the client throw anything else
// (a TypeError from reading a field of null, a RangeError from a date). Each real sandbox answer is
// replayed with one value at a time replaced or removed, and every failure must be a MintKitError.

/** What a value is swapped for: each JSON type, edge numbers and strings, and removal. */
const REPLACEMENTS: ReadonlyArray<{ name: string; value: unknown }> = [
  { name: 'removed', value: undefined },
  { name: 'null', value: null },
  { name: '0', value: 0 },
  { name: '-1', value: -1 },
  { name: '0.5', value: 0.5 },
  { name: '1e308', value: 1e308 },
  { name: '""', value: '' },
  { name: '"x"', value: 'x' },
  { name: 'a far date', value: '+275760-09-13T00:00:01.000Z' },
  { name: 'true', value: true },
  { name: '[]', value: [] },
  { name: '{}', value: {} },
];

/** Paths into a JSON value: every object key, and the first two elements of each array (the rest repeat them). */
function pathsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.slice(0, 2).map((item, index) => [index, item])
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : [];
  return [at, ...children.flatMap(([key, child]) => pathsOf(child, [...at, key]))];
}

function replacedAt(body: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (replacement === undefined) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = replacement;
  return copy;
}

interface Recorded {
  name: string;
  status: number;
  body: unknown;
  replay: (mint: MintClient, market: MarketClient) => Promise<unknown>;
}

/** Calls that read or mint through the clients, recorded against the sandbox so each has a real answer to mangle. */
async function recordAnswers(target: ContractTarget): Promise<Recorded[]> {
  const recorder = recordingFetch(target.fetchFrom(target.pageOrigin));
  const mint = target.mintClient({ fetch: recorder.fetch, retry: noRetry });
  const market = target.marketClient({ fetch: recorder.fetch, retry: noRetry });
  const recorded: Recorded[] = [];
  const record = async (name: string, replay: Recorded['replay'], { expectFailure = false } = {}) => {
    const before = recorder.calls.length;
    const outcome = await replay(mint, market).then(
      () => 'ok',
      (error: unknown) => error,
    );
    if (expectFailure === (outcome === 'ok')) throw new Error(`${name}: the sandbox's own answer ${expectFailure ? 'succeeded' : `failed: ${String(outcome)}`}`);
    const call = recorder.calls[before]!;
    recorded.push({ name, status: call.status!, body: call.json, replay });
  };

  const wallet = Keypair.generate();
  target.sandbox.fund(wallet.publicKey.toBase58(), 10);
  const address = wallet.publicKey.toBase58();
  const dropModel = async (shortId: string) => {
    const model = await mint.getCollection(shortId);
    return { uuid: model.collection.id, id: shortId, phase: (model.phases.active[0] ?? model.phases.all[0])!.id };
  };
  const genesis = await dropModel('genesis');
  const gated = await dropModel('gated');
  const claimCodes = await dropModel('claim-codes');
  const dutch = await dropModel('dutch');
  const pegged = await dropModel('pegged');

  await record('GET /', (client) => client.discover());
  for (const shortId of ['genesis', 'dutch', 'pegged', 'bogo', 'unknown-price', 'hidden-price']) {
    await record(`GET /collections/${shortId}`, (client) => client.getCollection(shortId));
  }
  await record('eligibility', (client) => client.getEligibility(gated.id, gated.phase, address));
  await record('gallery', (client) => client.getGallery('genesis', { limit: 2 }));
  await record('recently-minted', (client) => client.getRecentlyMinted('sold-out', { limit: 2 }));
  await record('wallet-mints', (client) => client.getWalletMints(genesis.id, address));
  await record('bounty', (client) => client.getBounty('bounty'));
  await record('bounty-prizes', (client) => client.getBountyPrizes('bounty'));
  await record('claim-codes', (client) => client.getClaimCodeConfig(claimCodes.id));
  await record('claim-code benefits', (client) => client.getClaimCodeBenefits(claimCodes.id, address));
  await record('claim-code validate', (client) => client.validateClaimCode(claimCodes.id, 'NOT-A-CODE'));
  await record('token-prices', (client) => client.getTokenPrices());
  await record('pegged-price', (client) => client.getPeggedPrice(pegged.phase));
  await record('dutch-price', (client) => client.getDutchPrice(dutch.phase));
  await record('availability', (client) => client.getAvailability(genesis.id));
  await record('traits', (client) => client.getTraits('genesis'));
  await record('all-minted', (client) => client.getAllMinted('sold-out', { limit: 2 }));
  await record('top-holders', (client) => client.getTopHolders('sold-out', { limit: 2 }));
  await record('top-minters', (client) => client.getTopMinters('sold-out', { limit: 2 }));
  const mintInput = { collectionId: genesis.uuid, phaseId: genesis.phase, walletAddress: address, quantity: 1 };
  await record('prepare-mint', (client) => client.prepareMint(mintInput));
  const prepared = await mint.prepareMint(mintInput);
  const session = prepared.sessions[0]!;
  const signedTransaction = signAsWallet(session.transaction, wallet);
  await record('execute-mint', (client) => client.executeMint({ sessionId: session.sessionId, signedTransaction }));
  const broke = Keypair.generate().publicKey.toBase58();
  await record('prepare-mint refused (INSUFFICIENT_BALANCE)', (client) => client.prepareMint({ ...mintInput, walletAddress: broke }), { expectFailure: true });
  await record('GET /collections/out-of-scope refused', (client) => client.getCollection('out-of-scope'), { expectFailure: true });

  await record('market collections', (_, client) => client.listCollections({ limit: 2 }));
  await record('market meta', (_, client) => client.getMeta());
  await record('market detail', (_, client) => client.getCollection('sold-out'));
  await record('market stats', (_, client) => client.getStats('sold-out'));
  await record('market items', (_, client) => client.listItems('sold-out', { limit: 2 }));
  await record('market offers', (_, client) => client.listOffers('sold-out', { limit: 2 }));
  await record('market activity', (_, client) => client.listCollectionActivity('sold-out', { limit: 2 }));
  await record('global activity', (_, client) => client.listActivity({ limit: 2 }));
  await record('market traits', (_, client) => client.getTraits('tidal-glyphs'));
  await record('market holders', (_, client) => client.listHolders('sold-out', { limit: 2 }));
  await record('market search', (_, client) => client.search('sold'));
  await record('market detail refused (unknown collection)', (_, client) => client.getCollection('no-such-collection'), { expectFailure: true });
  return recorded;
}

describe('a mangled answer fails as a MintKitError, never as anything else', () => {
  const target = useContractTarget('in-process');

  it('replays every endpoint’s real answer with each value replaced or removed, and every failure carries a code', async () => {
    const recorded = await recordAnswers(target());
    const thrownOtherwise: string[] = [];
    let replays = 0;
    let failures = 0;
    for (const { name, status, body, replay } of recorded) {
      for (const path of pathsOf(body)) {
        for (const replacement of REPLACEMENTS) {
          const mangled = JSON.stringify(replacedAt(body, path, replacement.value)) ?? '';
          const answer = (() => Promise.resolve(new Response(mangled, { status, headers: { 'Content-Type': 'application/json' } }))) as typeof fetch;
          // A fresh clock each time: a mangled `serverTime` must not break the clock either.
          const mint = target().mintClient({ fetch: answer, retry: noRetry, clock: createServerClock() });
          const market = target().marketClient({ fetch: answer, retry: noRetry });
          replays++;
          try {
            await replay(mint, market);
          } catch (error) {
            failures++;
            if (!isMintKitError(error)) thrownOtherwise.push(`${name} ${path.join('.') || '(body)'} := ${replacement.name}: ${String(error)}`);
          }
        }
      }
    }
    expect(thrownOtherwise).toEqual([]);
    // The sweep reached the decoders: plenty of replays, and both outcomes among them.
    expect(recorded).toHaveLength(40);
    expect(replays).toBeGreaterThan(10_000);
    expect(failures).toBeGreaterThan(3_000);
    expect(replays - failures).toBeGreaterThan(3_000);
  });
});
