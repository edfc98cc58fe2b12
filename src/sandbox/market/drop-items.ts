/**
 * The items the mint sandbox pre-minted for a drop (src/sandbox/mint/seed.ts), reproduced here so
 * a drop page and the drop's secondary market show the same items: same mint addresses, names,
 * traits and mint times. The derivations mirror that file's labels; the composed-sandbox test
 * (test/sandbox/market-composed.test.ts) fails if the two drift apart.
 */
import type { SeededDropName } from '../seed-ids.js';
import { DROP_IDS } from '../seed-ids.js';
import type { Attribute } from './model.js';
import { addressFromSeed } from './identifiers.js';
import { sha256 } from '../sha256.js';

/** The mint sandbox gives every drop these traits. */
export const DROP_TRAITS: Record<string, readonly string[]> = {
  Background: ['Dusk', 'Lagoon', 'Ember', 'Moss', 'Paper'],
  Frame: ['Gilded', 'Plain', 'Neon', 'Woven'],
  Mood: ['Calm', 'Curious', 'Bold', 'Sleepy', 'Electric', 'Wistful'],
};

function unitFromLabel(label: string): number {
  const bytes = sha256(new TextEncoder().encode(`mintkit-sandbox:unit:${label}`));
  return new DataView(bytes.buffer).getUint32(0) / 0x100000000;
}

export function dropItemMint(drop: SeededDropName, number: number): string {
  return addressFromSeed(`mintkit-sandbox:address:mint:${drop}:${number}`);
}

export function dropItemAttributes(drop: SeededDropName, number: number): Attribute[] {
  const shortId = DROP_IDS[drop].shortId;
  return Object.entries(DROP_TRAITS).map(([traitType, values]) => ({
    traitType,
    value: values[Math.floor(unitFromLabel(`trait:${shortId}:${number}:${traitType}`) * values.length)] ?? values[0]!,
  }));
}
