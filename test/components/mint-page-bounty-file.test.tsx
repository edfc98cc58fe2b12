import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MintPage } from '../../src/components/mint-page.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { makeSandbox, SANDBOX_BASE, type TestSandbox } from '../helpers/kit.js';

// Counts the loads of the bounty panel's file, which <MintPage> asks for only for a drop with a bounty.
const bountyFileLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/components/bounty-panel.js', async (importOriginal) => {
  bountyFileLoads.count += 1;
  return importOriginal();
});

const page = (test: TestSandbox, drop: string) => (
  <MintPage drop={drop} publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} />
);

describe('MintPage and the bounty panel’s file', () => {
  it('a drop without a bounty never loads it: the lower sections and the gallery show once the service has said there is none', async () => {
    const test = makeSandbox();
    render(page(test, 'genesis'));
    // The gallery waits for the bounty's answer (both reads), so once it shows the page has decided.
    expect(await screen.findByRole('heading', { name: 'Gallery' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(test.count('GET', '/genesis/bounty')).toBe(1);
    expect(test.count('GET', '/genesis/bounty-prizes')).toBe(1);
    expect(screen.getByRole('heading', { name: 'Traits' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bounty' })).toBeNull();
    expect(bountyFileLoads.count).toBe(0);
  });

  it('a drop with a bounty loads it once the service says so, and shows the panel after the others, before the gallery', async () => {
    const test = makeSandbox();
    render(page(test, 'bounty'));
    expect(await screen.findByRole('heading', { name: 'Find the golden frame' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Golden frame 1/1')).toBeInTheDocument();
    expect(bountyFileLoads.count).toBe(1);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Gallery' })).toBeInTheDocument());
    const panels = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(panels.slice(panels.indexOf('Traits'))).toEqual(['Traits', 'Find the golden frame', 'Gallery']);
  });
});
