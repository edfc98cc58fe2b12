import type { Hono } from 'hono';
import { publicBase } from '../request-context.js';
import { admitDrop, resolveDropById, type AuthEnv } from './auth.js';
import { ServiceError } from './errors.js';
import { executeMint, prepareMint, type MintEngineContext } from './minting.js';
import { executeResponse, iso } from './presenters.js';
import { optionalString, parseQuantity, parseWalletAddress, readJsonObject, requireString } from './request-body.js';

export function registerMintRoutes(app: Hono<AuthEnv>, ctx: MintEngineContext): void {
  app.post('/v1/prepare-mint', async (c) => {
    // The whole body is checked before any drop is looked up, so a malformed request changes nothing.
    const body = await readJsonObject(c);
    const collectionId = requireString(body, 'collectionId');
    const phaseId = requireString(body, 'phaseId');
    const wallet = parseWalletAddress(requireString(body, 'walletAddress'));
    const quantity = parseQuantity(body.quantity);
    const claimCode = optionalString(body, 'claimCode', 64);

    const drop = resolveDropById(ctx.world.drops, c.get('apiKey'), collectionId);
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
    // The service broadcasts; a client that already did is refused whatever else it sent.
    if ('transactionHash' in body) {
      throw new ServiceError(
        400,
        'CLIENT_BROADCAST_NOT_ALLOWED',
        'Send the signed transaction bytes as `signedTransaction`; the service broadcasts them.',
      );
    }
    const sessionId = requireString(body, 'sessionId');
    const signedTransaction = requireString(body, 'signedTransaction', 16_384);
    const session = ctx.world.sessions.get(sessionId);
    if (!session) throw new ServiceError(404, 'SESSION_NOT_FOUND', 'No mint session has that id.');
    admitDrop(c.get('apiKey'), session.drop);
    return c.json(executeResponse(executeMint(ctx, session, signedTransaction), publicBase(c)));
  });
}
