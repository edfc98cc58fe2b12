import { createSandbox } from './create-sandbox.js';
import { startSandboxServer } from './node.js';

/**
 * `npm run sandbox [-- --port 8787] [--rate-limit 60]`: the sandbox on 127.0.0.1, with its addresses
 * and keys printed. `--rate-limit N` answers a key's (N+1)th request in a minute `429 RATE_LIMITED`.
 */

function flagFromArgs(argv: readonly string[], flag: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === flag) return argv[i + 1] ?? '';
    if (arg?.startsWith(`${flag}=`)) return arg.slice(flag.length + 1);
  }
  return undefined;
}

const argv = process.argv.slice(2);
const rawPort = flagFromArgs(argv, '--port') ?? process.env.PORT ?? '8787';
if (!/^\d{1,5}$/.test(rawPort) || Number(rawPort) > 65_535) {
  console.error(`The port must be a number from 0 to 65535 (got "${rawPort}"). Try: npm run sandbox -- --port 8787`);
  process.exit(1);
}
const rawRateLimit = flagFromArgs(argv, '--rate-limit');
if (rawRateLimit !== undefined && !/^[1-9]\d{0,6}$/.test(rawRateLimit)) {
  console.error(`--rate-limit takes the requests a key may make per minute, a positive whole number (got "${rawRateLimit}"). Try: npm run sandbox -- --rate-limit 60`);
  process.exit(1);
}
const rateLimit = rawRateLimit === undefined ? undefined : { requests: Number(rawRateLimit), windowMs: 60_000 };

const sandbox = createSandbox({ rateLimit });
const server = await startSandboxServer({ port: Number(rawPort), sandbox }).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(`Port ${rawPort} is in use (another sandbox or \`npm run dev\`?). Pick another: npm run sandbox -- --port ${Number(rawPort) === 65_535 ? 65_534 : Number(rawPort) + 1}, or --port 0 for any free one.`);
  process.exit(1);
});
const manifest = server.sandbox.manifest(server.url);
const lines = [
  'MintKit sandbox is running.',
  `  minting service base URL: ${manifest.mintBaseUrl}`,
  `  marketplace base URL:     ${manifest.marketBaseUrl}`,
  `  manifest:                 ${manifest.manifestUrl}`,
  '  seeded keys:',
  ...manifest.keys.map(
    (key) =>
      `    ${key.name.padEnd(24)} ${key.key.padEnd(30)} ${key.kind.padEnd(12)} origins: ${key.origins ? key.origins.join(' ') : 'none (server code only)'}`,
  ),
  rateLimit
    ? `  rate limit:               ${rateLimit.requests} requests a minute per key (429 RATE_LIMITED past it)`
    : '  rate limit:               none (npm run sandbox -- --rate-limit 60 to try 429 RATE_LIMITED)',
  'Press Ctrl+C to stop.',
];
console.log(lines.join('\n'));

const stop = () => {
  void server.close().then(() => {
    sandbox.dispose();
    process.exit(0);
  });
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
