import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { SERVICE_ERROR_CODES, noRetry, type MintClient, type ServiceErrorCode } from '../../src/core/index.js';
import {
  TRANSPORTS,
  dropShowing,
  expectFailure,
  fundedWallet,
  signAsWallet,
  useContractTarget,
  withoutHeader,
  type ContractTarget,
  type Transport,
} from './contract-harness';

/**
 * Every error code of the minting service (the spec's nine and the ones docs/api-assumptions.md
 * adds), provoked through the typed clients and observed as a MintKitError: code, status and
 * whether a retry can help. Each row does what a page could actually do to get that answer.
 */
interface Row {
  code: ServiceErrorCode;
  status: number;
  retryable: boolean;
  /** Only where the sandbox can produce it: its fault injection reaches in-process fetches only. */
  inProcessOnly?: boolean;
  provoke(target: ContractTarget): Promise<unknown>;
}

/** Codes the sandbox has no way to produce, and why. */
const NOT_PRODUCIBLE: Partial<Record<ServiceErrorCode, string>> = {
  SERVER_ERROR: 'derived by the client for a 5xx without a code; every sandbox failure (faults included) carries a code',
};

async function activeMint(target: ContractTarget, client: MintClient, what: string, sol = 5) {
  const drop = dropShowing(target.manifest, what);
  const model = await client.getCollection(drop.shortId);
  const phase = model.phases.active[0]!;
  const wallet = sol > 0 ? fundedWallet(target, sol) : Keypair.generate();
  return { drop, model, phase, wallet, input: { collectionId: model.collection.id, phaseId: phase.id, walletAddress: wallet.publicKey.toBase58(), quantity: 1 } };
}

const ROWS: Row[] = [
  {
    code: 'API_KEY_REQUIRED',
    status: 401,
    retryable: false,
    provoke: (t) => t.mintClient({ fetch: withoutHeader(t.fetchFrom(t.pageOrigin), 'X-API-Key') }).discover(),
  },
  { code: 'API_KEY_INVALID', status: 401, retryable: false, provoke: (t) => t.mintClient({ key: 'svc_pub_revoked_or_never_issued' }).discover() },
  { code: 'ORIGIN_NOT_ALLOWED', status: 403, retryable: false, provoke: (t) => t.mintClient({ origin: null }).discover() },
  {
    code: 'COLLECTION_NOT_IN_SCOPE',
    status: 403,
    retryable: false,
    provoke: (t) => t.mintClient().getCollection(dropShowing(t.manifest, 'collection-not-in-scope').shortId),
  },
  {
    code: 'SANDBOX_KEY_ON_MAINNET',
    status: 403,
    retryable: false,
    provoke: (t) => t.mintClient({ key: 'sandbox' }).getCollection(dropShowing(t.manifest, 'sandbox-key-on-mainnet').shortId),
  },
  {
    code: 'AUTH_UNAVAILABLE',
    status: 503,
    retryable: true,
    async provoke(t) {
      t.sandbox.setAuthAvailable(false);
      try {
        return await t.mintClient({ retry: noRetry }).discover();
      } finally {
        t.sandbox.setAuthAvailable(true);
      }
    },
  },
  {
    code: 'CLIENT_BROADCAST_NOT_ALLOWED',
    status: 400,
    retryable: false,
    async provoke(t) {
      // The client cannot send a hash; a proxy (or an old integration) that adds one gets this answer.
      const base = t.fetchFrom(t.pageOrigin);
      const addsHash = ((input: RequestInfo | URL, init?: RequestInit) =>
        base(input, { ...init, body: JSON.stringify({ ...JSON.parse(String(init?.body)), transactionHash: 'hash' }) })) as typeof fetch;
      return t.mintClient({ fetch: addsHash }).executeMint({ sessionId: 'any', signedTransaction: 'AQID' });
    },
  },
  {
    code: 'CHAIN_NOT_SUPPORTED_BY_SURFACE',
    status: 400,
    retryable: false,
    async provoke(t) {
      const client = t.mintClient();
      return client.prepareMint((await activeMint(t, client, 'chain-not-supported')).input);
    },
  },
  {
    code: 'INSUFFICIENT_BALANCE',
    status: 400,
    retryable: false,
    async provoke(t) {
      const client = t.mintClient();
      return client.prepareMint((await activeMint(t, client, 'amount-price', 0)).input);
    },
  },
  { code: 'NOT_FOUND', status: 404, retryable: false, provoke: (t) => t.mintClient().getCollection(dropShowing(t.manifest, 'amount-price').uuid) },
  {
    code: 'INVALID_REQUEST',
    status: 400,
    retryable: false,
    provoke: (t) => t.mintClient().getGallery(dropShowing(t.manifest, 'amount-price').shortId, { offset: -1 }),
  },
  {
    code: 'PHASE_NOT_ACTIVE',
    status: 409,
    retryable: false,
    async provoke(t) {
      const client = t.mintClient();
      const { model, input } = await activeMint(t, client, 'amount-price');
      return client.prepareMint({ ...input, phaseId: model.phases.upcoming[0]!.id });
    },
  },
  {
    code: 'MAX_PER_TRANSACTION_EXCEEDED',
    status: 400,
    retryable: false,
    async provoke(t) {
      const client = t.mintClient();
      const { phase, input } = await activeMint(t, client, 'amount-price');
      return client.prepareMint({ ...input, quantity: phase.maxPerTransaction + 1 });
    },
  },
  {
    code: 'MAX_PER_WALLET_EXCEEDED',
    status: 400,
    retryable: false,
    async provoke(t) {
      const client = t.mintClient();
      const { phase, input } = await activeMint(t, client, 'amount-price');
      for (let held = 0; held + phase.maxPerTransaction <= phase.maxPerWallet; held += phase.maxPerTransaction) {
        await client.prepareMint({ ...input, quantity: phase.maxPerTransaction });
      }
      return client.prepareMint({ ...input, quantity: phase.maxPerTransaction });
    },
  },
  {
    code: 'SOLD_OUT',
    status: 409,
    retryable: false,
    async provoke(t) {
      const client = t.mintClient();
      return client.prepareMint((await activeMint(t, client, 'sold-out')).input);
    },
  },
  {
    code: 'NOT_ELIGIBLE',
    status: 403,
    retryable: false,
    async provoke(t) {
      const client = t.mintClient();
      return client.prepareMint((await activeMint(t, client, 'gated-phase')).input);
    },
  },
  {
    code: 'CLAIM_CODE_INVALID',
    status: 400,
    retryable: false,
    async provoke(t) {
      const client = t.mintClient();
      const { drop, input } = await activeMint(t, client, 'claim-codes');
      const spent = t.manifest.claimCodes.find((code) => code.drop === drop.shortId && code.usesRemaining === 0)!;
      return client.prepareMint({ ...input, claimCode: spent.code });
    },
  },
  {
    code: 'SESSION_NOT_FOUND',
    status: 404,
    retryable: false,
    provoke: (t) => t.mintClient().executeMint({ sessionId: 'ses_that_was_never_prepared', signedTransaction: 'AQID' }),
  },
  {
    code: 'SESSION_EXPIRED',
    status: 410,
    retryable: false,
    async provoke(t) {
      const client = t.mintClient();
      const { wallet, input } = await activeMint(t, client, 'amount-price');
      const prepared = await client.prepareMint(input);
      t.advance(prepared.lockExpiresAtMs! - Date.parse(prepared.serverTime!));
      const session = prepared.sessions[0]!;
      return client.executeMint({ sessionId: session.sessionId, signedTransaction: signAsWallet(session.transaction, wallet) });
    },
  },
  {
    code: 'INVALID_SIGNED_TRANSACTION',
    status: 400,
    retryable: false,
    async provoke(t) {
      const client = t.mintClient();
      const { input } = await activeMint(t, client, 'amount-price');
      const session = (await client.prepareMint(input)).sessions[0]!;
      // The wallet's signature slot (after the one-byte count) holds 64 bytes that are no signature of it.
      const bytes = Buffer.from(session.transaction, 'base64');
      const forged = Buffer.concat([bytes.subarray(0, 1), Keypair.generate().secretKey, bytes.subarray(65)]);
      return client.executeMint({ sessionId: session.sessionId, signedTransaction: forged.toString('base64') });
    },
  },
  {
    code: 'RATE_LIMITED',
    status: 429,
    retryable: true,
    inProcessOnly: true,
    provoke(t) {
      t.sandbox.failNext({ path: `${new URL(t.manifest.mintBaseUrl).pathname}/v1/`, mode: 'status', status: 429 });
      return t.mintClient({ retry: noRetry }).discover();
    },
  },
  {
    code: 'INTERNAL_ERROR',
    status: 500,
    retryable: true,
    inProcessOnly: true,
    provoke(t) {
      t.sandbox.failNext({ path: `${new URL(t.manifest.mintBaseUrl).pathname}/v1/token-prices`, mode: 'status', status: 500 });
      return t.mintClient({ retry: noRetry }).getTokenPrices();
    },
  },
];

function errorTableSuite(transport: Transport) {
  describe(`every minting error code as createMintClient reports it (${transport})`, () => {
    const target = useContractTarget(transport);
    const rows = ROWS.filter((row) => transport === 'in-process' || !row.inProcessOnly);

    it.each(rows.map((row) => [row.code, row.status, row] as const))('%s → %i', async (_code, _status, row) => {
      const error = await expectFailure(row.provoke(target()), { code: row.code, status: row.status, retryable: row.retryable });
      if (row.status === 429 || row.status === 503) expect(error.retryAfterMs).toBe(1_000);
    });
  });

  describe(`marketplace errors as createMarketClient reports them (${transport})`, () => {
    const target = useContractTarget(transport, { lifetime: 'file' });

    it('NOT_FOUND → 404 for an unknown collection in any identifier form', async () => {
      const market = target().marketClient();
      for (const id of ['no-such-slug', crypto.randomUUID(), Keypair.generate().publicKey.toBase58()]) {
        await expectFailure(market.getStats(id), { code: 'NOT_FOUND', status: 404 });
      }
    });

    it('INVALID_REQUEST → 400 for a cursor the service never issued', async () => {
      const slug = target().manifest.market.collections[0]!.slug;
      await expectFailure(target().marketClient().listOffers(slug, { cursor: 'forged' }), { code: 'INVALID_REQUEST', status: 400 });
    });
  });
}

for (const transport of TRANSPORTS) errorTableSuite(transport);

describe('the error table', () => {
  it('covers every code the client knows, or says why the sandbox cannot produce it', () => {
    const covered = new Set<string>([...ROWS.map((row) => row.code), ...Object.keys(NOT_PRODUCIBLE)]);
    expect([...SERVICE_ERROR_CODES].filter((code) => !covered.has(code))).toEqual([]);
    expect(ROWS.map((row) => row.code)).toHaveLength(new Set(ROWS.map((row) => row.code)).size);
    // Over real HTTP only the injected faults are missing.
    expect(ROWS.filter((row) => row.inProcessOnly).map((row) => row.code).sort()).toEqual(['INTERNAL_ERROR', 'RATE_LIMITED']);
  });
});
