import type { Hono } from 'hono';
import { base58Decode } from '../encoding.js';
import { publicBase } from '../request-context.js';
import { admitDrop, resolveDropById, type AuthEnv } from './auth.js';
import { ServiceError } from './errors.js';
import { assertMintableChain, executeMint, prepareMint, type MintEngineContext } from './minting.js';
import { executeResponse, iso } from './presenters.js';
import { optionalString, parseQuantity, parseWalletAddress, readJsonObject, requireString } from './request-body.js';

/** A Solana transaction hash: its first signature, 64 bytes written in base58 (87 or 88 characters). */
function isTransactionHash(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 88 && base58Decode(value)?.length === 64;
}

export function registerMintRoutes(app: Hono<AuthEnv>, ctx: MintEngineContext): void {
  app.post('/v1/prepare-mint', async (c) => {
    // Key, scope and chain come before the body's own validation (docs/api-assumptions.md), so a
    // key learns nothing about a drop outside its scope from a validation error, and a drop on a
    // chain v1 cannot mint is refused as such (an Ethereum 0x… wallet is not "invalid" there).
    // Nothing changes until the whole body has passed.
    const body = await readJsonObject(c);
    const drop = resolveDropById(ctx.world.drops, c.get('apiKey'), requireString(body, 'collectionId'));
    assertMintableChain(drop);
    const phaseId = requireString(body, 'phaseId');
    const wallet = parseWalletAddress(requireString(body, 'walletAddress'), drop.chain);
    const quantity = parseQuantity(body.quantity);
    const claimCode = optionalString(body, 'claimCode', 64);

    const sessions = prepareMint(ctx, { drop, phaseId, wallet, quantity, claimCode });
    return c.json({
      success: true,
      sessions: sessions.map((session) => ({ sessionId: session.id, transaction: session.transaction, quantity: session.quantity })),
      lockExpiresAt: iso(sessions[0]?.lockExpiresAt ?? ctx.clock.now()),
      serverTime: iso(ctx.clock.now()),
    });
  });

  app.post('/v1/execute-mint', async (c) => {
    const body = await readJsonObject(c);
    // The service broadcasts; a client that already did is refused whatever else it sent, also when
    // it sends the hash in place of the signed bytes ("a transaction hash instead of signed bytes").
    if ('transactionHash' in body || isTransactionHash(body.signedTransaction)) {
      throw new ServiceError(
        400,
        'CLIENT_BROADCAST_NOT_ALLOWED',
        'Send the signed transaction bytes as `signedTransaction`; the service broadcasts them.',
      );
    }
    const session = ctx.world.sessions.get(requireString(body, 'sessionId'));
    if (!session) throw new ServiceError(404, 'SESSION_NOT_FOUND', 'No mint session has that id.');
    admitDrop(c.get('apiKey'), session.drop);
    const signedTransaction = requireString(body, 'signedTransaction', 16_384);
    return c.json(executeResponse(executeMint(ctx, session, signedTransaction), publicBase(c)));
  });
}
