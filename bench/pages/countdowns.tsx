import { createRoot } from 'react-dom/client';
import { MintKitRoot } from '../../src/components/root.js';
import { PhaseList } from '../../src/components/phase-list.js';
import { MintKitProvider } from '../../src/react/provider.js';
import { SEEDED_KEYS } from '../../src/sandbox/seed-ids.js';
import '../../src/styles.css';
import { NaivePhaseList } from './naive-phase-list.js';
import { createOverrideFetch, type BenchSchedule } from './override-fetch.js';

/**
 * `?sandboxUrl=…&phases=20&variant=kit|naive&schedule=ticking|started`: a PhaseList (MintKit's, or
 * the naive per-interval one) for a drop with N phases, against a sandbox server.
 */
const params = new URLSearchParams(location.search);
const sandboxUrl = params.get('sandboxUrl') ?? 'http://127.0.0.1:8787';
const count = Math.max(1, Number(params.get('phases') ?? 1));
const schedule: BenchSchedule = params.get('schedule') === 'started' ? 'started' : 'ticking';
const naive = params.get('variant') === 'naive';

createRoot(document.getElementById('root')!).render(
  <MintKitProvider publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${sandboxUrl}/mint`} fetch={createOverrideFetch(count, schedule)}>
    <MintKitRoot theme="light">{naive ? <NaivePhaseList drop="genesis" /> : <PhaseList drop="genesis" />}</MintKitRoot>
  </MintKitProvider>,
);
