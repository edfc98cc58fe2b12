import { PublicKey } from '@solana/web3.js';
import { base58Encode, utf8 } from '../encoding.js';
import { sha256 } from '../sha256.js';
import type { Rng } from './prng.js';
import { createRng } from './prng.js';


/** A stable Solana address named by a seed string: the same string gives the same address everywhere. */
export function addressFromSeed(seed: string): string {
  return new PublicKey(sha256(utf8(seed))).toBase58();
}

/** A stable uuid-shaped internal id (version 4 layout, so it passes uuid validators). */
export function uuidFromSeed(seed: string): string {
  const bytes = sha256(utf8(seed)).slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const word = (rng: Rng) => Math.floor(rng.next() * 0x100000000);

/**
 * A transaction-signature-shaped string (64 bytes, base58), fixed by `seed`. Drawn from a PRNG
 * rather than hashed: nothing needs to recompute one from a readable name.
 */
export function signatureFromSeed(seed: string): string {
  const rng = createRng(seed);
  const bytes = new Uint8Array(64);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < 16; i++) view.setUint32(i * 4, word(rng));
  return base58Encode(bytes);
}

/** A uuid-shaped id (version 4 layout) drawn from the PRNG, for records too numerous to hash. */
export function uuidFrom(rng: Rng): string {
  const hex = Array.from({ length: 4 }, () => word(rng).toString(16).padStart(8, '0')).join('');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}
