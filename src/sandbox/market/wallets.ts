import type { Profile } from './model.js';
import { addressFromSeed } from './identifiers.js';

const FIRST = ['amber', 'quiet', 'lunar', 'cobalt', 'velvet', 'rusty', 'solar', 'misty', 'brave', 'tidal', 'paper', 'neon'];
const SECOND = ['fox', 'heron', 'otter', 'lynx', 'moth', 'crane', 'badger', 'wren', 'koi', 'hare', 'owl'];

export function walletAddress(index: number): string {
  return addressFromSeed(`mintkit-market/wallet/${index}`);
}

/**
 * Every pool wallet is a profile; one in five has a display name and one in ten an avatar, so
 * search results and holder lists show both the named and the anonymous case.
 */
export function seedProfiles(poolSize: number): Profile[] {
  return Array.from({ length: poolSize }, (_, index) => {
    const named = index % 5 === 0;
    const name = named ? `${FIRST[(index / 5) % FIRST.length]}${SECOND[Math.floor(index / 5 / FIRST.length) % SECOND.length]}${index >= 5 * FIRST.length * SECOND.length ? index : ''}` : null;
    return { address: walletAddress(index), name, avatar: index % 10 === 0 ? index / 10 + 1 : null };
  });
}
