import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EligibilityNotice } from '../../src/components/eligibility-notice.js';
import { MintButton } from '../../src/components/mint-button.js';
import { QuantityInput } from '../../src/components/quantity-input.js';
import type { CollectionResponse } from '../../src/core/wire/mint.js';
import { editedAnswers, fundedWallet, makeSandbox, renderKit } from '../helpers/kit.js';

afterEach(() => localStorage.clear());

/** A notice's sentence as the buyer reads it, the phase's name (isolated in its own <bdi>) included. */
const sentence = (text: string | RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && (typeof text === 'string' ? element.textContent === text : text.test(element.textContent ?? ''));

describe('EligibilityNotice', () => {
  it('follows the server when the phase it shows opens: no "not started yet" once the phase is live', async () => {
    const test = makeSandbox({ transitionAfterMs: 60_000 });
    const publicPhase = test.drop('genesis').phases.find((phase) => phase.name === 'Public')!;
    const wallet = fundedWallet(test);
    const { queryClient } = renderKit(<EligibilityNotice drop="genesis" phaseId={publicPhase.id} />, { test, wallet });
    expect(await screen.findByText(sentence('Public has not started yet. Your wallet qualifies.'), {}, { timeout: 5_000 })).toBeInTheDocument();

    // The server's timer opens the phase; the page's next read of the drop reports it live.
    act(() => test.clock.advance(61_000));
    await act(() => queryClient.refetchQueries({ predicate: (query) => query.queryKey.includes('collection') }));

    expect(await screen.findByText(sentence('Any wallet qualifies for Public.'))).toBeInTheDocument();
    expect(screen.queryByText(/has not started yet/)).toBeNull();
  });

  it('keeps the verdict it has when a later read fails: no alert for a network blip', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    const { queryClient } = renderKit(<EligibilityNotice drop="genesis" />, { test, wallet });
    expect(await screen.findByText(sentence('Any wallet qualifies for Early bird.'), {}, { timeout: 5_000 })).toBeInTheDocument();
    test.sandbox.failNext({ path: '/mint/v1/collections/genesis*', mode: 'network-before', times: 20 });
    await act(() => queryClient.refetchQueries({ predicate: (query) => query.queryKey.includes('collection') || query.queryKey.includes('eligibility') }));
    expect(queryClient.getQueryCache().findAll().some((query) => query.state.status === 'error')).toBe(true);
    expect(screen.getByText(sentence('Any wallet qualifies for Early bird.'))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('turning a wallet away from a gated phase names the later phase any wallet can mint in, counting down on the server’s clock', async () => {
    const test = makeSandbox();
    const { queryClient } = renderKit(<EligibilityNotice drop="gated" />, { test, wallet: fundedWallet(test) });
    expect(await screen.findByText(sentence('This wallet can’t mint in Allowlist.'), {}, { timeout: 5_000 })).toBeInTheDocument();
    const later = await screen.findByText(sentence(/^Public, open to every wallet, starts in/));
    // Not "Allowlist encore", the next phase by time: it is gated too, and this wallet's verdict there is unknown.
    expect(screen.queryByText(/Allowlist encore/)).toBeNull();
    const collection = queryClient.getQueryCache().findAll().map((query) => query.state.data as CollectionResponse | undefined).find((data) => data?.phases)!;
    const publicStart = collection.phases.all.find((phase) => phase.name === 'Public')!.startMs;
    // The sandbox's clock is a day away from this device's: only a countdown on the server's clock lands here.
    const secondsLeft = Math.ceil((publicStart - test.clock.now()) / 1000);
    const shown = later.querySelector('[data-slot="countdown"]')!;
    expect(shown.getAttribute('dateTime')).toMatch(/^PT\d+S$/);
    expect(Math.abs(Number(shown.getAttribute('dateTime')!.slice(2, -1)) - secondsLeft)).toBeLessThanOrEqual(1);
  });

  it('a wallet that has minted all its phase allows is pointed to the later phase any wallet can mint in, with its countdown', async () => {
    const test = makeSandbox();
    function Panel() {
      const [quantity, setQuantity] = useState(1);
      return (
        <>
          <EligibilityNotice drop="genesis" />
          <QuantityInput drop="genesis" value={quantity} onValueChange={setQuantity} />
          <MintButton drop="genesis" quantity={quantity} />
        </>
      );
    }
    renderKit(<Panel />, { test, wallet: fundedWallet(test) });
    expect(await screen.findByText(sentence('Any wallet qualifies for Early bird.'), {}, { timeout: 5_000 })).toBeInTheDocument();
    // Room left in Early bird: nothing about later phases.
    expect(screen.queryByText(/starts in/)).toBeNull();

    // Early bird allows 5 per wallet, 3 per transaction: mint 3, then 2.
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.click(screen.getByRole('button', { name: 'Mint 3' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 2 more' })).toBeEnabled(), { timeout: 5_000 });
    expect(screen.queryByText(/starts in/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mint 2 more' }));

    expect(await screen.findByRole('button', { name: 'Wallet limit reached' }, { timeout: 5_000 })).toBeInTheDocument();
    const later = await screen.findByText(sentence(/^Public, open to every wallet, starts in/));
    expect(later.querySelector('[data-slot="countdown"]')!.getAttribute('dateTime')).toMatch(/^PT\d+S$/);
    // "Holder encore" opens later (60 days): the soonest open phase is the one named.
    expect(screen.queryByText(/Holder encore/)).toBeNull();
    expect(screen.getByText(sentence('Any wallet qualifies for Early bird.'))).toBeInTheDocument();
  });

  it('a later phase where wallet-mints leaves this wallet nothing is not offered', async () => {
    const test = makeSandbox();
    const collection = test.drop('genesis');
    const idsOf = (...names: string[]) => collection.phases.filter((phase) => names.includes(phase.name)).map((phase) => phase.id);
    const spent = (ids: string[]) => editedAnswers(test, (url) => url.includes('/wallet-mints/'), (body: { phases: Array<{ phaseId: string; remaining: number | null }> }) => {
      for (const entry of body.phases) if (ids.includes(entry.phaseId)) entry.remaining = 0;
    });
    const view = renderKit(<EligibilityNotice drop="genesis" />, { test, wallet: fundedWallet(test), provider: { fetch: spent(idsOf('Early bird', 'Public')) } });
    expect(await screen.findByText(sentence('Any wallet qualifies for Early bird.'), {}, { timeout: 5_000 })).toBeInTheDocument();
    // Public is spent for this wallet: the next phase open to it is Holder encore.
    expect(await screen.findByText(sentence(/^Holder encore, open to every wallet, starts in/))).toBeInTheDocument();
    view.unmount();

    renderKit(<EligibilityNotice drop="genesis" />, { test, wallet: fundedWallet(test), provider: { fetch: spent(idsOf('Early bird', 'Public', 'Holder encore')) } });
    expect(await screen.findByText(sentence('Any wallet qualifies for Early bird.'), {}, { timeout: 5_000 })).toBeInTheDocument();
    // Once the wallet's counts are in and shown to the notice, still no later phase.
    await waitFor(() => expect(test.requests.filter((request) => request.path.includes('/wallet-mints/'))).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText(/starts in/)).toBeNull();
  });

  it('on a drop whose every mint needs a claim code, an open phase says a code is needed, not that any wallet qualifies', async () => {
    const test = makeSandbox();
    const view = renderKit(<EligibilityNotice drop="claim-codes" />, { test, wallet: fundedWallet(test) });
    expect(await screen.findByText(sentence('Any wallet with a claim code can mint in Code holders.'), {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText(/Any wallet qualifies/)).toBeNull();
    view.unmount();

    // A drop without codes is not asked about them.
    renderKit(<EligibilityNotice drop="genesis" />, { test, wallet: fundedWallet(test) });
    expect(await screen.findByText(sentence('Any wallet qualifies for Early bird.'), {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(test.count('GET', '/collections/genesis/claim-codes')).toBe(0);
  });

  it('keeps a phase name in another script (Arabic, Hebrew) apart from the sentence around it, so the sentence’s words, comma and full stop stay in their order', async () => {
    const test = makeSandbox();
    const names: Record<string, string> = { Allowlist: 'القائمة المسموحة', Public: 'ציבורי' };
    const fetch = editedAnswers<{ phases: Record<string, Array<{ name: string }>> }>(test, (url) => url.endsWith('/collections/gated'), (body) => {
      for (const list of Object.values(body.phases)) for (const phase of list) phase.name = names[phase.name] ?? phase.name;
    });
    renderKit(<EligibilityNotice drop="gated" />, { test, wallet: fundedWallet(test), provider: { fetch } });
    const turnedAway = await screen.findByText(sentence('This wallet can’t mint in القائمة المسموحة.'), {}, { timeout: 5_000 });
    // The name is isolated (<bdi>); the full stop after it is the sentence's, outside.
    expect(within(turnedAway).getByText('القائمة المسموحة').tagName).toBe('BDI');
    expect(turnedAway.lastChild!.textContent).toBe('.');
    const later = await screen.findByText(sentence(/^ציבורי, open to every wallet, starts in/));
    expect(within(later).getByText('ציבורי').tagName).toBe('BDI');
    // The countdown is not inside the name's isolate.
    expect(later.querySelector('bdi [data-slot="countdown"]')).toBeNull();
    expect(later.querySelector('[data-slot="countdown"]')).not.toBeNull();
  });

  it('a translation can put the later phase’s countdown anywhere in its sentence, counted in the provider’s locale', async () => {
    const test = makeSandbox();
    renderKit(<EligibilityNotice drop="gated" labels={{ laterOpenPhase: '{countdown} में {phase} सबके लिए खुलेगा' }} />, { test, wallet: fundedWallet(test), provider: { locale: 'mr-IN' } });
    expect(await screen.findByText(sentence('This wallet can’t mint in Allowlist.'), {}, { timeout: 5_000 })).toBeInTheDocument();
    const later = await waitFor(() => document.querySelector('[data-slot="eligibility-later"]')!);
    expect(later.textContent).toMatch(/^([०-९]+दि )?[०-९]{2}:[०-९]{2}(:[०-९]{2})? में Public सबके लिए खुलेगा$/);
  });
});
