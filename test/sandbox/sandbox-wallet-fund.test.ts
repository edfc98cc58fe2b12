import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock, createSandbox, FAUCET_SOL_PER_CONNECT, SandboxWalletAdapter } from '../../src/sandbox/index.js';
import { startSandboxServer, type SandboxServer } from '../../src/sandbox/node.js';

const LAMPORTS_PER_SOL = 1e9;
let server: SandboxServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

describe('SandboxWalletAdapter’s `fund`', () => {
  it('with a sandbox server’s URL, has its faucet fund the address before the wallet reports connected', async () => {
    const sandbox = createSandbox({ clock: createManualClock() });
    server = await startSandboxServer({ port: 0, sandbox });
    const wallet = new SandboxWalletAdapter({ fund: server.url });
    const balanceAtConnect = new Promise<number>((resolve) => wallet.once('connect', (publicKey) => resolve(sandbox.balanceOf(publicKey.toBase58()))));
    await wallet.connect();
    expect(await balanceAtConnect).toBe(FAUCET_SOL_PER_CONNECT * LAMPORTS_PER_SOL);
  });

  it('with a function, gives it the address (in process: sandbox.fund) and waits for it before reporting connected', async () => {
    const sandbox = createSandbox({ clock: createManualClock() });
    const slowFund = (address: string) => new Promise<void>((resolve) => setTimeout(() => resolve(sandbox.fund(address, 2)), 20));
    const wallet = new SandboxWalletAdapter({ fund: slowFund });
    const balanceAtConnect = new Promise<number>((resolve) => wallet.once('connect', (publicKey) => resolve(sandbox.balanceOf(publicKey.toBase58()))));
    await wallet.connect();
    expect(await balanceAtConnect).toBe(2 * LAMPORTS_PER_SOL);
  });

  it('says it is connecting while funded, and stays disconnected when disconnected meanwhile', async () => {
    let fundingDone = () => {};
    const wallet = new SandboxWalletAdapter({ fund: () => new Promise<void>((resolve) => (fundingDone = resolve)) });
    const events: string[] = [];
    wallet.on('connect', () => events.push('connect'));
    wallet.on('disconnect', () => events.push('disconnect'));
    const connecting = wallet.connect();
    expect(wallet.connecting).toBe(true);
    await wallet.disconnect();
    expect(wallet.connecting).toBe(false);
    fundingDone();
    await connecting;
    expect(wallet.connected).toBe(false);
    expect(events).toEqual(['disconnect']);
  });

  it('given the kit’s /mint base instead of the server’s URL, connects and says which URL to give', async () => {
    const sandbox = createSandbox({ clock: createManualClock() });
    server = await startSandboxServer({ port: 0, sandbox });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wallet = new SandboxWalletAdapter({ fund: `${server.url}/mint` });
    await wallet.connect();
    expect(wallet.connected).toBe(true);
    expect(sandbox.balanceOf(wallet.publicKey!.toBase58())).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("give the sandbox server's URL, not its /mint base"));
  });

  it('connects anyway when the faucet cannot be reached, and says why in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Port 1 on the loopback: nothing listens there, so the connection is refused.
    const wallet = new SandboxWalletAdapter({ fund: 'http://127.0.0.1:1' });
    await wallet.connect();
    expect(wallet.connected).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be funded'));
  });
});
