import { createRoot } from 'react-dom/client';
import { MintPage } from '../../src/components/mint-page.js';
import { SEEDED_KEYS } from '../../src/sandbox/seed-ids.js';
import '../../src/styles.css';
import { createOverrideFetch, type BenchSchedule } from './override-fetch.js';

/**
 * `?sandboxUrl=…&phases=20&schedule=ticking|started`: the full `<MintPage>` (header, supply, phases,
 * live price, mint controls, lower sections) for a drop with N phases, against a sandbox server,
 * with the demo's burner wallet offered (a buyer connects it with Connect wallet, as on the demo).
 */
const params = new URLSearchParams(location.search);
const sandboxUrl = params.get('sandboxUrl') ?? 'http://127.0.0.1:8787';
const count = Math.max(1, Number(params.get('phases') ?? 1));
const schedule: BenchSchedule = params.get('schedule') === 'started' ? 'started' : 'ticking';

createRoot(document.getElementById('root')!).render(
  <MintPage
    drop="genesis"
    publishableKey={SEEDED_KEYS.sandbox}
    baseUrl={`${sandboxUrl}/mint`}
    fetch={createOverrideFetch(count, schedule)}
    theme="light"
    wallets={() => import('../../demo/burner.js').then((module) => [module.createBurner(sandboxUrl)])}
  />,
);
