import { Keypair, PublicKey } from '@solana/web3.js';
import { base58Encode, toHex } from '../encoding.js';
import { sha256 } from '../sha256.js';

/**
 * Deterministic identities for the seed: the same label gives the same key, address or id in every
 * process and after every reset, so the manifest, stories and tests can rely on them.
 */

const keypairCache = new Map<string, Keypair>();

/** `Keypair.fromSeed(sha256(seed))`: anyone holding the seed string can sign as this wallet. */
export function keypairFromSeedString(seed: string): Keypair {
  let keypair = keypairCache.get(seed);
  if (!keypair) {
    keypair = Keypair.fromSeed(sha256(seed));
    keypairCache.set(seed, keypair);
  }
  return keypair;
}

/** An address nobody holds a key for (holders, mint accounts of seeded items, the treasury). */
export function addressFromLabel(label: string): string {
  return new PublicKey(sha256(`mintkit-sandbox:address:${label}`)).toBase58();
}

export function uuidFromLabel(label: string): string {
  const bytes = sha256(`mintkit-sandbox:uuid:${label}`).slice(0, 16);
  // Version 4 / RFC 4122 variant bits, so the value looks like every other uuid the service emits.
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = toHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function signatureFromLabel(label: string): string {
  const first = sha256(`mintkit-sandbox:signature:${label}:0`);
  const second = sha256(`mintkit-sandbox:signature:${label}:1`);
  const bytes = new Uint8Array(64);
  bytes.set(first);
  bytes.set(second, 32);
  return base58Encode(bytes);
}

/** A number in [0, 1) fixed by the label: art attributes and holder spreads use it. */
export function unitFromLabel(label: string): number {
  const bytes = sha256(`mintkit-sandbox:unit:${label}`);
  return new DataView(bytes.buffer).getUint32(0) / 0x100000000;
}

export function pickFromLabel<T>(label: string, options: readonly [T, ...T[]]): T {
  return options[Math.floor(unitFromLabel(label) * options.length)] ?? options[0];
}
