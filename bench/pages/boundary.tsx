import { createRoot } from 'react-dom/client';
import { MintKitRoot } from '../../src/components/root.js';
import { PhaseList } from '../../src/components/phase-list.js';
import { MintKitProvider } from '../../src/react/provider.js';
import { SEEDED_KEYS } from '../../src/sandbox/seed-ids.js';
import '../../src/styles.css';
import { createOverrideFetch, OPENING_IN_MS } from './override-fetch.js';

/**
 * `?sandboxUrl=…&buyers=40`: that many buyers' pages side by side, each its own MintKitProvider
 * (its own QueryClient and server clock, sampled from its own reads), all waiting for one phase that
 * opens five seconds after the first read. Every read of the drop is recorded with the device's
 * time (the same machine's clock as the sandbox server's) in `window.__boundary`.
 */
const params = new URLSearchParams(location.search);
const sandboxUrl = params.get('sandboxUrl') ?? 'http://127.0.0.1:8787';
const buyers = Math.max(1, Number(params.get('buyers') ?? 40));

const record: { reads: number[]; openingMs: number | null } = { reads: [], openingMs: null };
(window as unknown as { __boundary: typeof record }).__boundary = record;
const overridden = createOverrideFetch(1, 'opening', (baseMs) => (record.openingMs = baseMs + OPENING_IN_MS));
const recording: typeof fetch = (input, init) => {
  const request = new Request(input, init);
  if (request.method === 'GET' && /\/v1\/collections\/genesis$/.test(new URL(request.url).pathname)) record.reads.push(Date.now());
  return overridden(request);
};

createRoot(document.getElementById('root')!).render(
  <>
    {Array.from({ length: buyers }, (_, buyer) => (
      <MintKitProvider key={buyer} publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${sandboxUrl}/mint`} fetch={recording}>
        <MintKitRoot theme="light">
          <PhaseList drop="genesis" />
        </MintKitRoot>
      </MintKitProvider>
    ))}
  </>,
);
