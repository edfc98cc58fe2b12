/**
 * `createSystemClock().advance()`, like `createManualClock().advance()`, fires each timer that falls
 * due within the jump with the clock at its own due time, not at the jump's end: the same sandbox
 * and the same requests answer the same on either clock.
 */
import { Keypair } from '@solana/web3.js';
import { afterEach, describe, expect, it } from 'vitest';
import { SEEDED_KEYS, createManualClock, createSandbox, createSystemClock, type Sandbox, type SandboxClock } from '../../src/sandbox/index.js';
import { readJson, signBase64 } from './harness.js';

const PAGE = 'http://localhost:5173';
const MINUTE = 60_000;
const sandboxes: Sandbox[] = [];
afterEach(() => {
  for (const sandbox of sandboxes.splice(0)) sandbox.dispose();
});

const headers = { 'X-API-Key': SEEDED_KEYS.publishable, 'Content-Type': 'application/json' };

/** Early bird ends 1 minute in; a held session's lock would lapse at 3 minutes; jump 4 minutes. */
async function heldSessionAcrossPhaseEnd(clock: SandboxClock & { advance(ms: number): void }) {
  const sandbox = createSandbox({ clock, transitionAfterMs: MINUTE });
  sandboxes.push(sandbox);
  const page = sandbox.fetchFrom(PAGE);
  const genesis = sandbox.manifest().drops.find((drop) => drop.seed === 'genesis')!;
  const earlyBird = genesis.phases.find((phase) => phase.name === 'Early bird')!;
  const wallet = Keypair.generate();
  sandbox.fund(wallet.publicKey.toBase58(), 1);
  const body = { collectionId: genesis.uuid, phaseId: earlyBird.id, walletAddress: wallet.publicKey.toBase58(), quantity: '1' };
  const prepared = await readJson(await page('/mint/v1/prepare-mint', { method: 'POST', headers, body: JSON.stringify(body) }));
  expect(prepared.status, prepared.text).toBe(200);
  const session = prepared.body.sessions[0];
  clock.advance(4 * MINUTE);
  return readJson(
    await page('/mint/v1/execute-mint', {
      method: 'POST',
      headers,
      body: JSON.stringify({ sessionId: session.sessionId, signedTransaction: signBase64(session.transaction, wallet) }),
    }),
  );
}

describe('SystemClock.advance fires timers at the jump target, not at their due time', () => {
  it('manual clock: a held session whose phase ended before its lock is 409 PHASE_NOT_ACTIVE (the documented rule)', async () => {
    const res = await heldSessionAcrossPhaseEnd(createManualClock());
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PHASE_NOT_ACTIVE');
  });

  it('system clock (npm run sandbox, e2e, POST /__sandbox/time): the same sequence must answer the same', async () => {
    const res = await heldSessionAcrossPhaseEnd(createSystemClock());
    // The phase-end timer runs at the phase's end, inside the lock: not a lapsed lock (410 SESSION_EXPIRED).
    expect(res.body.code).toBe('PHASE_NOT_ACTIVE');
    expect(res.status).toBe(409);
  });

  it('system clock: a confirmation that falls due during a jump is dated when it landed, not at the end of the jump', async () => {
    const clock = createSystemClock();
    const sandbox = createSandbox({ clock, confirmationDelayMs: 1_000 });
    sandboxes.push(sandbox);
    const page = sandbox.fetchFrom(PAGE);
    const genesis = sandbox.manifest().drops.find((drop) => drop.seed === 'genesis')!;
    const wallet = Keypair.generate();
    sandbox.fund(wallet.publicKey.toBase58(), 1);
    const body = { collectionId: genesis.uuid, phaseId: genesis.phases[1]!.id, walletAddress: wallet.publicKey.toBase58(), quantity: '1' };
    const prepared = await readJson(await page('/mint/v1/prepare-mint', { method: 'POST', headers, body: JSON.stringify(body) }));
    const session = prepared.body.sessions[0];
    const executed = await readJson(
      await page('/mint/v1/execute-mint', { method: 'POST', headers, body: JSON.stringify({ sessionId: session.sessionId, signedTransaction: signBase64(session.transaction, wallet) }) }),
    );
    expect(executed.body.status).toBe('processing');
    clock.advance(60 * MINUTE);
    const recent = await readJson(await page('/mint/v1/collections/genesis/recently-minted?limit=1', { headers }));
    const mintedAt = Date.parse(recent.body.items[0].mintedAt);
    // Dated about a second after the execute, not an hour later at the jump's end.
    expect(mintedAt - Date.parse(prepared.body.serverTime)).toBeLessThan(MINUTE);
  });
});
