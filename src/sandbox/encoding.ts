/**
 * Byte helpers that work unchanged in Node and in a browser. The sandbox runs inside Storybook
 * pages, where neither Node's `Buffer` nor its `crypto` module exists.
 */

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const DIGITS_PER_CHUNK = 8;
// 58^8 < 2^53, so each chunk's digits can be peeled off with plain number arithmetic; the market
// seeds thousands of signatures, so this matters.
const CHUNK = 58n ** BigInt(DIGITS_PER_CHUNK);

export function base58Encode(bytes: Uint8Array): string {
  let leadingZeros = 0;
  while (leadingZeros < bytes.length && bytes[leadingZeros] === 0) leadingZeros++;
  const hex = toHex(bytes);
  let value = hex === '' ? 0n : BigInt(`0x${hex}`);
  let digits = '';
  while (value > 0n) {
    let chunk = Number(value % CHUNK);
    value /= CHUNK;
    // Inner chunks keep their zero digits; the most significant one stops when it runs out.
    for (let i = 0; i < DIGITS_PER_CHUNK && (value > 0n || chunk > 0); i++) {
      digits = BASE58_ALPHABET[chunk % 58] + digits;
      chunk = Math.floor(chunk / 58);
    }
  }
  return '1'.repeat(leadingZeros) + digits;
}

/** Bytes of a base58 string, or `null` for a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58_ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn));
  for (let i = 0; i < text.length && text[i] === '1'; i++) bytes.unshift(0);
  return Uint8Array.from(bytes);
}

export function base64Encode(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Strict base64: anything that is not canonical padded base64 is `null`, never a partial decode. */
export function base64Decode(text: string): Uint8Array | null {
  if (!BASE64_PATTERN.test(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function randomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A random id for sessions; `crypto.randomUUID` is missing on plain-http pages, this is not. */
export function randomId(prefix: string): string {
  return `${prefix}_${toHex(randomBytes(16))}`;
}

export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
