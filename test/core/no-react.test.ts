import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// If anything under src/core touched React, importing it with React mocked away would break.
vi.mock('react', () => ({}));
vi.mock('react-dom', () => ({}));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('mintkit/core has no React', () => {
  it('imports no React, React DOM, react-query or wallet-adapter module anywhere under src/core', () => {
    const offenders = sourceFiles('src/core').filter((file) =>
      /from\s+['"](react|react-dom|@tanstack\/react-query|@solana\/wallet-adapter-react)(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('loads and works with React mocked away', async () => {
    const core = await import('../../src/core/index.js');
    expect(typeof core.createMintClient).toBe('function');
    expect(core.viewPrice({ kind: 'unknown' }).state).toBe('unavailable');
  });
});
