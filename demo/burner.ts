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

export function createBurner(sandboxUrl: string) {
  return new SandboxWalletAdapter({ keypair: tabKeypair(), name: 'Sandbox burner', approve: (request: SignRequest) => askApproval(request), fund: sandboxUrl });
}
