import { PublicKey } from '@solana/web3.js';
import type { Context } from 'hono';
import { invalidRequest } from './errors.js';

/** The JSON object a POST route expects; anything else is INVALID_REQUEST before any state is read. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await c.req.text());
  } catch {
    throw invalidRequest('The body must be JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalidRequest('The body must be a JSON object.');
  return parsed as Record<string, unknown>;
}

export function requireString(body: Record<string, unknown>, field: string, maxLength = 128): string {
  const value = body[field];
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength) {
    throw invalidRequest(`\`${field}\` must be a non-empty string.`);
  }
  return value;
}

export function optionalString(body: Record<string, unknown>, field: string, maxLength = 128): string | undefined {
  return body[field] === undefined ? undefined : requireString(body, field, maxLength);
}

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const HEX_ADDRESS = /^0x[0-9a-f]{40}$/i;

/**
 * A wallet address for a drop on `chain`: a base58 public key in its canonical spelling (the wallets
 * v1 mints with) on every chain, and on a chain of another family (the sandbox's one other drop is an
 * Ethereum one) also that chain's own `0x` and 40 hex digits, answered in lower case (the EIP-55
 * mixed-case checksum is not checked). Anything else is INVALID_REQUEST.
 */
export function parseWalletAddress(raw: string, chain: string): string {
  if (!chain.startsWith('solana-') && HEX_ADDRESS.test(raw)) return raw.toLowerCase();
  if (!BASE58_ADDRESS.test(raw)) throw invalidRequest('The wallet address is not a base58 public key.');
  try {
    const canonical = new PublicKey(raw).toBase58();
    if (canonical === raw) return canonical;
  } catch {
    // fall through to the same refusal
  }
  throw invalidRequest('The wallet address is not a base58 public key.');
}

const QUANTITY = /^[1-9]\d{0,2}$/;

/** `quantity` is a string holding a positive integer of at most three digits. */
export function parseQuantity(value: unknown): number {
  if (typeof value !== 'string' || !QUANTITY.test(value)) {
    throw invalidRequest('`quantity` must be a string holding a positive integer (at most 999).');
  }
  return Number(value);
}
