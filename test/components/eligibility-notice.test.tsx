import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EligibilityNotice } from '../../src/components/eligibility-notice.js';
import { fundedWallet, makeSandbox, renderKit } from '../helpers/kit.js';

afterEach(() => localStorage.clear());

describe('EligibilityNotice', () => {
  it('follows the server when the phase it shows opens: no "not started yet" once the phase is live', async () => {
    const test = makeSandbox({ transitionAfterMs: 60_000 });
    const publicPhase = test.drop('genesis').phases.find((phase) => phase.name === 'Public')!;
    const wallet = fundedWallet(test);
    const { queryClient } = renderKit(<EligibilityNotice drop="genesis" phaseId={publicPhase.id} />, { test, wallet });
    expect(await screen.findByText('Public has not started yet. Your wallet qualifies.', {}, { timeout: 5_000 })).toBeInTheDocument();

    // The server's timer opens the phase; the page's next read of the drop reports it live.
    act(() => test.clock.advance(61_000));
    await act(() => queryClient.refetchQueries({ predicate: (query) => query.queryKey.includes('collection') }));

    expect(await screen.findByText('Any wallet qualifies for Public.')).toBeInTheDocument();
    expect(screen.queryByText(/has not started yet/)).toBeNull();
  });

  it('keeps the verdict it has when a later read fails: no alert for a network blip', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    const { queryClient } = renderKit(<EligibilityNotice drop="genesis" />, { test, wallet });
    expect(await screen.findByText('Any wallet qualifies for Early bird.', {}, { timeout: 5_000 })).toBeInTheDocument();
    test.sandbox.failNext({ path: '/mint/v1/collections/genesis*', mode: 'network-before', times: 20 });
    await act(() => queryClient.refetchQueries({ predicate: (query) => query.queryKey.includes('collection') || query.queryKey.includes('eligibility') }));
    expect(queryClient.getQueryCache().findAll().some((query) => query.state.status === 'error')).toBe(true);
    expect(screen.getByText('Any wallet qualifies for Early bird.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
