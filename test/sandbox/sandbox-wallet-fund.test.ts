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

  it('with a function, gives it the address (in process: sandbox.fund)', async () => {
    const sandbox = createSandbox({ clock: createManualClock() });
    const wallet = new SandboxWalletAdapter({ fund: (address) => sandbox.fund(address, 2) });
    await wallet.connect();
    expect(sandbox.balanceOf(wallet.publicKey!.toBase58())).toBe(2 * LAMPORTS_PER_SOL);
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
    const sandbox = createSandbox({ clock: createManualClock() });
    server = await startSandboxServer({ port: 0, sandbox });
    const unreachable = server.url;
    await server.close();
    server = undefined;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wallet = new SandboxWalletAdapter({ fund: unreachable });
    await wallet.connect();
    expect(wallet.connected).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be funded'));
  });
});
