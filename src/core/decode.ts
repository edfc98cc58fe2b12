import { MintKitError } from './errors.js';

/**
 * A tiny decoding toolkit: plain functions, no schema compiler, no `eval`/`new Function`, so it runs
 * under a strict Content-Security-Policy. Each reader takes the value and its path (for the error
 * message) and either returns a typed value or throws a `DECODE_ERROR`.
 */
export type Json = Record<string, unknown>;

export function decodeFailed(path: string, expected: string, got: unknown): never {
  const seen = got === null ? 'null' : Array.isArray(got) ? 'array' : typeof got;
  throw new MintKitError({
    code: 'DECODE_ERROR',
    message: `Unexpected response: ${path} should be ${expected} but was ${seen}.`,
    path,
  });
}

export function object(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) decodeFailed(path, 'an object', value);
  return value as Json;
}

export function string(value: unknown, path: string): string {
  if (typeof value !== 'string') decodeFailed(path, 'a string', value);
  return value;
}

export function number(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) decodeFailed(path, 'a number', value);
  return value;
}

export function integer(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) decodeFailed(path, 'an integer', value);
  return value;
}

export function boolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') decodeFailed(path, 'a boolean', value);
  return value;
}

/** An ISO 8601 timestamp, returned as epoch milliseconds. */
export function isoTime(value: unknown, path: string): number {
  const text = string(value, path);
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) decodeFailed(path, 'an ISO 8601 timestamp', value);
  return ms;
}

export function array<T>(value: unknown, path: string, item: (value: unknown, path: string) => T): T[] {
  if (!Array.isArray(value)) decodeFailed(path, 'an array', value);
  return value.map((entry, index) => item(entry, `${path}[${index}]`));
}

/** `null` passes through as null; `undefined` (absent) too, unless `required`. */
export function nullable<T>(read: (value: unknown, path: string) => T) {
  return (value: unknown, path: string): T | null => (value === null || value === undefined ? null : read(value, path));
}

/** Absent → undefined; present → must decode. */
export function optional<T>(read: (value: unknown, path: string) => T) {
  return (value: unknown, path: string): T | undefined => (value === undefined ? undefined : read(value, path));
}

/**
 * Reads an optional field leniently: a wrong type degrades to `undefined` instead of failing the
 * whole response. Used only for fields whose absence the UI already handles as "not available".
 */
export function lenient<T>(read: (value: unknown, path: string) => T) {
  return (value: unknown, path: string): T | undefined => {
    if (value === undefined || value === null) return undefined;
    try {
      return read(value, path);
    } catch {
      return undefined;
    }
  };
}

/** Reads `json[key]` with `read`, naming the path in any error. */
export function field<T>(json: Json, key: string, path: string, read: (value: unknown, path: string) => T): T {
  return read(json[key], `${path}.${key}`);
}

/** Maps an open string enum to its known members, with an `unrecognized` arm for the rest. */
export function oneOf<const T extends string>(known: readonly T[]) {
  const members: ReadonlySet<string> = new Set(known);
  return (value: unknown, path: string): T | 'unrecognized' => {
    const text = string(value, path);
    return members.has(text) ? (text as T) : 'unrecognized';
  };
}
