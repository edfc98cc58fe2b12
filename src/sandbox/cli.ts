import { startSandboxServer } from './node.js';

/** `npm run sandbox [-- --port 8787]`: the sandbox on 127.0.0.1, with its addresses and keys printed. */

function portFromArgs(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--port') return argv[i + 1];
    if (arg?.startsWith('--port=')) return arg.slice('--port='.length);
  }
  return undefined;
}

const rawPort = portFromArgs(process.argv.slice(2)) ?? process.env.PORT ?? '8787';
if (!/^\d{1,5}$/.test(rawPort) || Number(rawPort) > 65_535) {
  console.error(`The port must be a number from 0 to 65535 (got "${rawPort}"). Try: npm run sandbox -- --port 8787`);
  process.exit(1);
}

const server = await startSandboxServer({ port: Number(rawPort) });
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
  'Press Ctrl+C to stop.',
];
console.log(lines.join('\n'));

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
