import { MintKitError, toServiceErrorCode } from './errors.js';
import { parseTimestamp } from './timestamp.js';

/**
 * A tiny decoding toolkit: plain functions, no schema compiler, no `eval`/`new Function`, so it runs
 * under a strict Content-Security-Policy. A failed required read throws a `DECODE_ERROR` naming the
 * path; an optional read degrades to null.
 */
export type Json = Record<string, unknown>;

export function decodeFailed(path: string, expected: string, got: unknown): never {
  const seen = got === null ? 'null' : Array.isArray(got) ? 'array' : typeof got;
  throw new MintKitError({ code: 'DECODE_ERROR', path, message: `Unexpected response: ${path} should be ${expected} but was ${seen}.` });
}

/** The value as a plain object, or null. */
export const asObject = (value: unknown): Json | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null);
/** The value if it is a string, else null. */
export const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null);
/** The value if it is a finite number, else null. */
export const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
/**
 * The value if it is an integer of 0 or more, else null. Every integer either service sends is a
 * count, cap, supply or offset, so a negative one is no figure: it reads as absent (docs/api-assumptions.md).
 */
export const asInteger = (value: unknown): number | null => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : null);

/** A trait value: a string, or a number read as its text (the type is not shown); null for anything else. */
export const asTraitValue = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

export const asBoolean = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

export function object(value: unknown, path: string): Json {
  return asObject(value) ?? decodeFailed(path, 'an object', value);
}

export function string(value: unknown, path: string): string {
  return asString(value) ?? decodeFailed(path, 'a string', value);
}

export function number(value: unknown, path: string): number {
  return asNumber(value) ?? decodeFailed(path, 'a number', value);
}

export function array<T>(value: unknown, path: string, item: (value: unknown, path: string) => T): T[] {
  if (!Array.isArray(value)) decodeFailed(path, 'an array', value);
  return value.map((entry, index) => item(entry, `${path}[${index}]`));
}

/**
 * The records of a list the spec does not show or marks optional. `read` returns null for an odd
 * record, which is dropped, as is an entry that is not an object: one odd record must not hide the
 * rest. Null when the value is not a list at all.
 */
export function records<T>(value: unknown, read: (record: Json) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((entry) => {
    const record = asObject(entry);
    const decoded = record ? read(record) : null;
    return decoded === null ? [] : [decoded];
  });
}

/**
 * A list whose records the spec does not show, each decoded by `item`: a record it refuses is left
 * out, as in `records`. A list with records but none readable throws the first refusal, so it never
 * reads as an empty list.
 */
export function tolerantList<T>(value: unknown, path: string, item: (value: unknown, path: string) => T): T[] {
  let refusal: unknown;
  const items = array(value, path, (entry, at) => {
    try {
      return [item(entry, at)];
    } catch (error) {
      if (!(error instanceof MintKitError)) throw error;
      refusal ??= error;
      return [];
    }
  }).flat();
  if (refusal && !items.length) throw refusal;
  return items;
}

/** Maps an open string enum to its known members, with an `unrecognized` arm for the rest. */
export function oneOf<const T extends string>(known: readonly T[]) {
  const members: ReadonlySet<string> = new Set(known);
  return (value: unknown, path: string): T | 'unrecognized' => {
    const text = string(value, path);
    return members.has(text) ? (text as T) : 'unrecognized';
  };
}

/**
 * Reads the fields of one JSON object by name, naming `path.field` in any error. Required reads
 * throw; `opt*` reads return null for an absent or ill-typed value (fields whose absence the UI
 * shows as "not available"). A class, so decoding a long list allocates one object per record.
 *
 * @example
 * const phase = fields(json, 'response.phases.all[0]')
 * phase.str('id'); phase.time('startDate'); phase.optInt('phaseSupply')
 */
export class Fields {
  constructor(
    readonly json: Json,
    readonly path: string,
  ) {}
  private at(key: string) {
    return `${this.path}.${key}`;
  }
  /** The path is only built for a failure, not for every field read. */
  private fail(key: string, expected: string): never {
    return decodeFailed(this.at(key), expected, this.json[key]);
  }
  str(key: string) {
    return asString(this.json[key]) ?? this.fail(key, 'a string');
  }
  num(key: string) {
    return asNumber(this.json[key]) ?? this.fail(key, 'a number');
  }
  int(key: string) {
    return asInteger(this.json[key]) ?? this.fail(key, 'an integer');
  }
  bool(key: string) {
    return asBoolean(this.json[key]) ?? this.fail(key, 'a boolean');
  }
  /** An ISO 8601 timestamp, as epoch milliseconds. */
  time(key: string) {
    const ms = parseTimestamp(this.str(key));
    return Number.isNaN(ms) ? this.fail(key, 'an ISO 8601 timestamp') : ms;
  }
  /** A string or null (required to be one of the two). */
  nullableStr(key: string) {
    return this.json[key] === null ? null : this.str(key);
  }
  nullableInt(key: string) {
    return this.json[key] === null ? null : this.int(key);
  }
  optStr(key: string) {
    return asString(this.json[key]);
  }
  optInt(key: string) {
    return asInteger(this.json[key]);
  }
  list<T>(key: string, item: (value: unknown, path: string) => T) {
    return array(this.json[key], this.at(key), item);
  }
  obj(key: string) {
    return fields(this.json[key], this.at(key));
  }
}

export function fields(value: unknown, path: string): Fields {
  return new Fields(object(value, path), path);
}

/**
 * The root of a minting-service success body; a body that says `success: false` is not one. Here
 * rather than beside the read model's decoders so the lazily loaded ones (wire/mint-more, wire/mint-feeds) need only
 * this module, and the read model's decoders stay in the page's first chunk.
 */
export function successBody(json: unknown): Fields {
  const body = fields(json, 'response');
  if (body.json.success === false) {
    // The failure body under a 200: its `code` still says what failed (AUTH_UNAVAILABLE is retried).
    const rawCode = asString(body.json.code);
    if (rawCode) throw new MintKitError({ code: toServiceErrorCode(rawCode), status: 200, rawCode, serverMessage: asString(body.json.error), fromService: true, message: `The service answered 200 with failure ${rawCode}.` });
    throw new MintKitError({ code: 'DECODE_ERROR', path: 'response.success', message: 'The service reported failure in a success response.' });
  }
  return body;
}
