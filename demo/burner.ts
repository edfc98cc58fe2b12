/**
 * The demo's burner wallet: the sandbox wallet with a keypair kept for the tab's lifetime (a reload
 * keeps the same wallet), funded by the sandbox faucet on connect, and asking for approval through
 * an in-page prompt like a real wallet would. Loaded only when the buyer reaches for a wallet.
 */
import { Keypair } from '@solana/web3.js';
import { SandboxWalletAdapter, type SignRequest } from '../src/sandbox/sandbox-wallet.js';
import { askApproval } from './approval.js';

const STORAGE_KEY = 'mintkit-demo-burner';

function tabKeypair(): Keypair {
  const stored = sessionStorage.getItem(STORAGE_KEY);
  if (stored) {
    try {
      return Keypair.fromSecretKey(Uint8Array.from(JSON.parse(stored) as number[]));
    } catch {
      // fall through to a fresh one
    }
  }
  const keypair = Keypair.generate();
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Array.from(keypair.secretKey)));
  return keypair;
}

class BurnerWallet extends SandboxWalletAdapter {
  constructor(private readonly sandboxUrl: string) {
    super({ keypair: tabKeypair(), name: 'Sandbox burner', approve: (request: SignRequest) => askApproval(request) });
  }

  override async connect(): Promise<void> {
    await super.connect();
    const address = this.publicKey?.toBase58();
    if (!address) return;
    // Top up to a comfortable balance so the buyer can mint straight away.
    await fetch(`${this.sandboxUrl}/__sandbox/faucet`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ address, sol: 5 }),
    }).catch(() => undefined);
  }
}

export function createBurner(sandboxUrl: string) {
  return new BurnerWallet(sandboxUrl);
}
