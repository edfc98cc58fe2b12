import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MintPage } from '../../src/components/mint-page.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { editedAnswers, makeSandbox, SANDBOX_BASE } from '../helpers/kit.js';

/**
 * The service is additive-only: a later version may add fields, add enum values and price kinds, and
 * send `null` where a field is optional. Each seed below applies a few such changes to the genesis
 * read model at random, and the page must still show the drop without ever showing a price it was not
 * given. Every phase's raw `price` is set to a sentinel no resolved price uses, so a raw price that
 * leaks onto the page is seen.
 */
const RAW_PRICE_SENTINEL = 0.777;

type Json = Record<string, unknown>;
interface WirePhase extends Json {
  id: string;
  name: string;
  status: string;
  priceDisplay: Json;
}
interface WireReadModel extends Json {
  collection: Json;
  stats: Json;
  phases: { all: WirePhase[]; active: WirePhase[]; upcoming: WirePhase[] };
}

/** A small deterministic generator (mulberry32), so a failing seed can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What was changed, so the assertions know which phases must read as unavailable or unrecognised. */
interface Changes {
  unavailablePrice: Set<string>;
  unknownStatus: Set<string>;
  applied: string[];
}

type Mutation = (model: WireReadModel, pick: <T>(items: readonly T[]) => T, changes: Changes) => void;

/** The same phase object appears in `all` and in `active`/`upcoming`: change every copy. */
function everyCopy(model: WireReadModel, id: string, change: (phase: WirePhase) => void) {
  for (const list of [model.phases.all, model.phases.active, model.phases.upcoming]) for (const phase of list) if (phase.id === id) change(phase);
}

const MUTATIONS: Record<string, Mutation> = {
  'unknown fields everywhere': (model) => {
    const extra = { addedLater: { nested: [1, 'two', null] }, flags: ['x'] };
    Object.assign(model, extra);
    Object.assign(model.collection, extra);
    Object.assign(model.stats, extra);
    for (const phase of model.phases.all) Object.assign(phase, extra, { priceDisplay: { ...phase.priceDisplay, note: 'new' } });
  },
  'a price kind added later': (model, pick, changes) => {
    const phase = pick(model.phases.all);
    everyCopy(model, phase.id, (copy) => (copy.priceDisplay = { kind: 'auction', amount: 0, currency: 'SOL', isFree: true, reserve: 1 }));
    changes.unavailablePrice.add(phase.name);
  },
  'an unknown price': (model, pick, changes) => {
    const phase = pick(model.phases.all);
    everyCopy(model, phase.id, (copy) => (copy.priceDisplay = { kind: 'unknown' }));
    changes.unavailablePrice.add(phase.name);
  },
  'an amount missing its figures': (model, pick, changes) => {
    const phase = pick(model.phases.all);
    everyCopy(model, phase.id, (copy) => (copy.priceDisplay = { kind: 'amount', currency: 'SOL' }));
    changes.unavailablePrice.add(phase.name);
  },
  'a phase status added later, on a phase not listed as active': (model, pick, changes) => {
    const candidates = model.phases.all.filter((phase) => phase.status !== 'active');
    if (candidates.length === 0) return;
    const phase = pick(candidates);
    everyCopy(model, phase.id, (copy) => (copy.status = 'paused'));
    model.phases.upcoming = model.phases.upcoming.filter((upcoming) => upcoming.id !== phase.id);
    changes.unknownStatus.add(phase.name);
  },
  'optional fields null': (model, pick) => {
    Object.assign(model.collection, { description: null, image: null, bannerImage: null, externalUrl: null, twitter: null, discord: null });
    everyCopy(model, pick(model.phases.all).id, (copy) => Object.assign(copy, { endDate: null, bogo: null, phaseSupply: null, msUntilStart: null, msUntilEnd: null }));
  },
  'a bogo shape added later': (model, pick) => {
    everyCopy(model, pick(model.phases.all).id, (copy) => (copy.bogo = { tiers: [{ buy: 3, get: 2 }] }));
  },
  'capabilities added later': (model) => {
    model.capabilities = { ...(model.capabilities as Json | undefined), teleport: true, requiresFeatures: [...(((model.capabilities as Json | undefined)?.requiresFeatures as string[] | undefined) ?? [])] };
  },
};

function mutate(model: WireReadModel, seed: number): Changes {
  const next = random(seed);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const changes: Changes = { unavailablePrice: new Set(), unknownStatus: new Set(), applied: [] };
  for (const phase of model.phases.all) everyCopy(model, phase.id, (copy) => (copy.price = RAW_PRICE_SENTINEL));
  const names = Object.keys(MUTATIONS);
  for (let count = 0; count < 4; count++) {
    const name = pick(names);
    MUTATIONS[name]!(model, pick, changes);
    changes.applied.push(name);
  }
  return changes;
}

afterEach(() => localStorage.clear());

describe('MintPage against a read model a later service version could send (additive-only)', () => {
  const SEEDS = Array.from({ length: 16 }, (_, index) => index + 1);

  it.each(SEEDS)('seed %i: shows the drop, never a raw price, and an unrecognised price or status as such', async (seed) => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    let changes: Changes | null = null;
    const edited = editedAnswers<WireReadModel>(test, (url) => url.endsWith('/collections/genesis'), (model) => {
      // The same seed on every answer, so a refetch reads the same changes.
      changes = mutate(model, seed);
    });
    render(<MintPage drop="genesis" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={edited} storage={null} />);
    expect(await screen.findByRole('heading', { name: 'MintKit Genesis' }, { timeout: 5_000 })).toBeInTheDocument();
    const phaseCards = await waitFor(() => {
      const cards = [...document.querySelectorAll<HTMLElement>('[data-slot="phase"]')];
      expect(cards.length).toBeGreaterThan(0);
      return cards;
    });
    const applied = changes!;
    const context = `seed ${seed}: ${applied.applied.join(', ')}`;
    expect(document.body.textContent, context).not.toContain(String(RAW_PRICE_SENTINEL));
    for (const card of phaseCards) {
      const name = within(card).getByText((_, element) => element?.getAttribute('data-slot') === 'phase-name').textContent!;
      const price = card.querySelector('[data-slot="price"]');
      if (applied.unavailablePrice.has(name)) {
        expect(price?.textContent, `${context}: ${name}`).toBe('Price unavailable');
        expect(card.textContent, `${context}: ${name}`).not.toMatch(/\bFree\b|\b0 SOL\b/);
      } else {
        expect(price?.getAttribute('data-state'), `${context}: ${name}`).not.toBe('unavailable');
      }
      if (applied.unknownStatus.has(name)) expect(card.getAttribute('data-state'), `${context}: ${name}`).not.toBe('active');
    }
    // The mint panel's price line is the phase it mints in, with that phase's resolved price or "unavailable".
    const panelPhase = document.querySelector('[data-slot="mint-page-price-phase"]')?.textContent;
    expect(panelPhase, context).toBe('Early bird');
    const panelPrice = document.querySelector('[data-slot="mint-page-price"] [data-slot="price"]')!;
    expect(panelPrice.textContent, context).toBe(applied.unavailablePrice.has('Early bird') ? 'Price unavailable' : '0.1 SOL');
  });
});
