import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const children: ChildProcessWithoutNullStreams[] = [];

function runCli(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/cli.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const printed = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => (pattern.test(output) ? resolve(output) : undefined);
      child.stdout.on('data', check);
      child.once('exit', () => (pattern.test(output) ? resolve(output) : reject(new Error(`CLI exited:\n${output}`))));
      check();
    });
  return { child, printed, exited, output: () => output };
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGTERM');
});

describe('npm run sandbox', () => {
  it('starts a server and prints the base URLs, the manifest URL and the seeded keys', async () => {
    const cli = runCli(['--port', '0']);
    const output = await cli.printed(/Press Ctrl\+C/);
    const mintBase = /minting service base URL: (http:\/\/127\.0\.0\.1:\d+\/mint)/.exec(output)?.[1];
    const marketBase = /marketplace base URL:\s+(\S+)/.exec(output)?.[1];
    const manifestUrl = /manifest:\s+(\S+)/.exec(output)?.[1];
    expect(mintBase).toBeDefined();
    for (const key of Object.values(SEEDED_KEYS)) expect(output).toContain(key);
    const manifest = await (await fetch(manifestUrl!)).json();
    expect(manifest).toMatchObject({ mintBaseUrl: mintBase, marketBaseUrl: marketBase });
    const collection = await fetch(`${mintBase}/v1/collections/genesis`, { headers: { 'X-API-Key': SEEDED_KEYS.sandbox, Origin: 'http://localhost:5173' } });
    expect(collection.status).toBe(200);
    expect(collection.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
  }, 20_000);

  it('on a port already in use, says so in one line with the fix and exits 1 (no stack trace)', async () => {
    const { createServer } = await import('node:net');
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const cli = runCli(['--port', String(port)]);
      expect(await cli.exited).toBe(1);
      expect(cli.output()).toContain(`Port ${port} is in use`);
      expect(cli.output()).toContain('--port 0');
      expect(cli.output()).not.toMatch(/\n\s+at /);
    } finally {
      taken.close();
    }
  }, 20_000);

  it('limits each key to --rate-limit requests a minute, answering 429 RATE_LIMITED with Retry-After past it', async () => {
    const cli = runCli(['--port', '0', '--rate-limit', '2']);
    const output = await cli.printed(/Press Ctrl\+C/);
    expect(output).toContain('2 requests a minute per key');
    const mintBase = /minting service base URL: (\S+)/.exec(output)![1]!;
    const read = () => fetch(`${mintBase}/v1/token-prices`, { headers: { 'X-API-Key': SEEDED_KEYS.secret } });
    expect([(await read()).status, (await read()).status]).toEqual([200, 200]);
    const limited = await read();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);

    const bad = runCli(['--port', '0', '--rate-limit', 'lots']);
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('npm run sandbox -- --rate-limit 60');
  }, 20_000);

  it('takes the port from PORT and refuses a bad one with the fix in the message', async () => {
    const bad = runCli(['--port', 'eighty']);
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('npm run sandbox -- --port');
    const fromEnv = runCli([], { PORT: 'not-a-port' });
    expect(await fromEnv.exited).toBe(1);
    expect(fromEnv.output()).toContain('not-a-port');
  }, 20_000);
});
