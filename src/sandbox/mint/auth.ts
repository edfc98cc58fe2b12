import type { MiddlewareHandler } from 'hono';
import { DROP_IDS, LOCAL_ORIGINS, SEEDED_KEYS, type SeededDropName } from '../seed-ids.js';
import { requestOrigin } from '../request-context.js';
import { ServiceError, notFound, outOfScope } from './errors.js';
import type { Drop, Phase } from './model.js';

export type KeyKind = 'publishable' | 'secret' | 'sandbox';
export type SeededKeyName = keyof typeof SEEDED_KEYS;

export interface ApiKeyRecord {
  name: SeededKeyName;
  key: string;
  kind: KeyKind;
  /** null: the key is not bound to origins (secret keys). */
  origins: readonly string[] | null;
  scope: ReadonlySet<SeededDropName>;
}

const ALL_DROPS = Object.keys(DROP_IDS) as SeededDropName[];
const EVERY_DEMO_DROP: ReadonlySet<SeededDropName> = new Set(ALL_DROPS.filter((drop) => drop !== 'outOfScope'));

export const API_KEYS: readonly ApiKeyRecord[] = [
  { name: 'sandbox', key: SEEDED_KEYS.sandbox, kind: 'sandbox', origins: LOCAL_ORIGINS, scope: EVERY_DEMO_DROP },
  { name: 'publishable', key: SEEDED_KEYS.publishable, kind: 'publishable', origins: LOCAL_ORIGINS, scope: EVERY_DEMO_DROP },
  { name: 'publishableGenesisOnly', key: SEEDED_KEYS.publishableGenesisOnly, kind: 'publishable', origins: LOCAL_ORIGINS, scope: new Set(['genesis']) },
  { name: 'publishableStrictOrigin', key: SEEDED_KEYS.publishableStrictOrigin, kind: 'publishable', origins: ['https://creator.example'], scope: EVERY_DEMO_DROP },
  { name: 'secret', key: SEEDED_KEYS.secret, kind: 'secret', origins: null, scope: EVERY_DEMO_DROP },
];

/**
 * `http://localhost:*` admits any port on that host (a sandbox-only convenience); everything else
 * must match the origin exactly.
 */
export function originMatches(origin: string, pattern: string): boolean {
  if (pattern.endsWith(':*')) {
    const host = pattern.slice(0, -2);
    return origin === host || (origin.startsWith(`${host}:`) && /^\d{1,5}$/.test(origin.slice(host.length + 1)));
  }
  return origin === pattern;
}

/** Sandbox keys are devnet-only (the spec's words); every other chain counts as production for them. */
export function isProductionChain(chain: string): boolean {
  return !chain.endsWith('-devnet');
}

export type AuthEnv = { Variables: { apiKey: ApiKeyRecord } };

/**
 * The key check, in the order of docs/api-assumptions.md: available → present → known → origin.
 * Identifier form, scope and the production-chain rule follow per route (`resolveDrop`).
 */
export function requireApiKey(isAvailable: () => boolean): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    if (!isAvailable()) {
      throw new ServiceError(503, 'AUTH_UNAVAILABLE', 'The key could not be checked right now; retry shortly.', { 'Retry-After': '1' });
    }
    const key = c.req.header('X-API-Key')?.trim();
    if (!key) throw new ServiceError(401, 'API_KEY_REQUIRED', 'Send your API key in the X-API-Key header.');
    const record = API_KEYS.find((candidate) => candidate.key === key);
    if (!record) throw new ServiceError(401, 'API_KEY_INVALID', 'This API key does not match any live key.');
    if (record.origins) {
      const origin = requestOrigin(c);
      if (!origin || !record.origins.some((pattern) => originMatches(origin, pattern))) {
        throw new ServiceError(
          403,
          'ORIGIN_NOT_ALLOWED',
          origin ? `This key is not allowed from ${origin}.` : 'This key only works from an allowed browser origin, and the request had no Origin.',
        );
      }
    }
    c.set('apiKey', record);
    await next();
  };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** Scope, then the production-chain rule; an absent drop is refused exactly like an out-of-scope one. */
export function admitDrop(key: ApiKeyRecord, drop: Drop | undefined): Drop {
  if (!drop || !key.scope.has(drop.seed)) throw outOfScope();
  if (key.kind === 'sandbox' && isProductionChain(drop.chain)) {
    throw new ServiceError(403, 'SANDBOX_KEY_ON_MAINNET', `Sandbox keys cannot be used on ${drop.chain}.`);
  }
  return drop;
}

/** A drop named in a read route's path: the uuid form is refused before existence or scope is looked at. */
export function resolveDropByPath(drops: readonly Drop[], key: ApiKeyRecord, identifier: string): Drop {
  if (isUuid(identifier)) throw notFound('Collections are addressed by short id or on-chain address.');
  return admitDrop(key, drops.find((drop) => drop.shortId === identifier || drop.address === identifier));
}

/** A drop named in a request body, where the uuid form is the one in use. */
export function resolveDropById(drops: readonly Drop[], key: ApiKeyRecord, identifier: string): Drop {
  return admitDrop(
    key,
    drops.find((drop) => drop.id === identifier.toLowerCase() || drop.shortId === identifier || drop.address === identifier),
  );
}

/** `/phases/{phaseId}/…`: an unknown phase and a phase of an out-of-scope drop are refused alike. */
export function resolvePhase(drops: readonly Drop[], key: ApiKeyRecord, phaseId: string): { drop: Drop; phase: Phase } {
  for (const drop of drops) {
    const phase = drop.phases.find((candidate) => candidate.id === phaseId.toLowerCase());
    if (phase) return { drop: admitDrop(key, drop), phase };
  }
  throw outOfScope();
}
