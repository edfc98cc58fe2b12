import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** gzip at level 9, as the peers were measured. */
export function gzipBytes(data: Uint8Array | string): number {
  return gzipSync(data, { level: 9 }).length;
}

/** brotli at maximum quality (11) with the largest window. */
export function brotliBytes(data: Uint8Array | string): number {
  const buffer = typeof data === 'string' ? Buffer.from(data) : data;
  return brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  }).length;
}

/** Bytes as "12,345 B (12.3 KB)", with KB = 1,000 bytes. */
export function formatBytes(bytes: number): string {
  return `${bytes.toLocaleString('en-US')} B (${(bytes / 1000).toFixed(1)} KB)`;
}

export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
