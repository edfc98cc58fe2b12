import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MintButton } from '../../src/components/mint-button.js';
import { MintStatus } from '../../src/components/mint-status.js';
import { PhaseList } from '../../src/components/phase-list.js';
import { QuantityInput } from '../../src/components/quantity-input.js';
import { editedAnswers, fundedWallet, makeSandbox, passTime, renderKit, shown, spoken, type TestSandbox } from '../helpers/kit.js';

/** The buyer's panel: the phases as the server reports them, the quantity, the button and the status. */
function Panel({ drop }: { drop: string }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <div>
      <PhaseList drop={drop} />
      <QuantityInput drop={drop} value={quantity} onValueChange={setQuantity} />
      <MintButton drop={drop} quantity={quantity} />
      <MintStatus drop={drop} />
    </div>
  );
}

async function ready() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), { timeout: 5_000 });
  await waitFor(() => expect(document.querySelector('[data-slot="mint-status"]')).toHaveAttribute('data-state', 'idle'));
}


type Body = { phases: { all: Array<Record<string, unknown>>; active: Array<Record<string, unknown>> } };

/** The collection read, with genesis's Early bird edited by `edit` (when set) in every list it is in: a later read the service answers differently. */
function editableEarlyBird(test: TestSandbox) {
  const control: { edit: ((phase: Record<string, unknown>) => void) | null } = { edit: null };
  const fetch = editedAnswers<Body>(test, (url) => url.includes('/collections/genesis'), (body) => {
    for (const list of [body.phases.all, body.phases.active]) for (const phase of list) if (phase.name === 'Early bird' && control.edit) control.edit(phase);
    body.phases.active = body.phases.active.filter((phase) => phase.status === 'active'); // as the service lists them
  });
  return { fetch, control };
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('a hold whose phase ends, or moves its end, while it lasts', () => {
  it('a declined hold whose phase end a later read moves inside the lock: screen readers are given the same time left as the sighted buyer', async () => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 }); // Early bird ends in an hour: the lock ends first
    const { fetch, control } = editableEarlyBird(test);
    const view = renderKit(<Panel drop="genesis" />, { test, wallet: fundedWallet(test, 10, { behavior: 'reject' }), provider: { fetch } });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    const status = () => document.querySelector('[data-slot="mint-status-message"]')!;
    await waitFor(() => expect(shown(status())).toMatch(/^Not signed\. Mint 1 again to approve the same items, held for you for 0?2:5\d$/));
    // Said as it was when the sentence came: three minutes, or just under when the answer was slow.
    expect(spoken(status())).toMatch(/held for you for (3 minutes|2 minutes( \d+ seconds?)?)$/);

    // A later read of the drop: the service now ends Early bird 40 s from now (its endDate changed).
    const endsAt = new Date(test.clock.now() + 40_000).toISOString();
    control.edit = (phase) => {
      phase.endDate = endsAt;
    };
    await act(async () => {
      await view.queryClient.refetchQueries();
    });
    // The sighted buyer now reads 0:40 (the change follows the new endDate) ...
    await waitFor(() => expect(shown(status())).toMatch(/held for you for 0?0:(3\d|40)$/));
    // ... and the screen-reader buyer must not still be told minutes.
    expect(spoken(status())).not.toMatch(/minute/);
    expect(spoken(status())).toMatch(/held for you for (3\d|40) seconds/);
  });

  it('the server reports the phase ended while the wallet is asked: the lock line does not go on saying the phase ends in the future', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    const test = makeSandbox({ transitionAfterMs: 60_000 }); // Early bird's endDate is a minute in, before the 3-minute lock
    const { fetch, control } = editableEarlyBird(test);
    const view = renderKit(<Panel drop="genesis" />, { test, wallet: fundedWallet(test, 10, { behavior: 'hang' }), provider: { fetch } });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await screen.findByText('Approve the transaction in your wallet.');
    const lockLine = () => document.querySelector('[data-slot="mint-status-lock-text"]');
    expect(lockLine()).toHaveTextContent(/^Sign within 0?0:5\d: the phase ends then$/);

    // A read while the wallet is asked: the service (the authority on phase status; the spec's
    // `active` is "enabled and inside its date window") now reports Early bird no longer active,
    // e.g. disabled by the creator, its endDate left as it was.
    control.edit = (phase) => {
      phase.status = 'ended';
    };
    await passTime(7_000, test);
    await act(async () => {
      await view.queryClient.refetchQueries();
    });
    await waitFor(() => expect(document.querySelector('[data-slot="phase-list"]')).toHaveTextContent(/Early bird.*Ended/));
    // The page shows "Ended" for the phase, as the server says: so does the lock line, without cancelling.
    expect(lockLine()).toHaveTextContent('The phase has reached its end time: the service may no longer accept this mint.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('the notice that the phase has reached its end time while the wallet is asked reaches screen readers (it is in a live region)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    const test = makeSandbox({ transitionAfterMs: 60_000 });
    renderKit(<Panel drop="genesis" />, { test, wallet: fundedWallet(test, 10, { behavior: 'hang' }) });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await screen.findByText('Approve the transaction in your wallet.');
    expect(spoken(document.querySelector('[data-slot="mint-status-message"]')!)).toMatch(/^Approve the transaction in your wallet\. Sign within (1 minute|5\d seconds): the phase ends then$/);
    await passTime(63_000, test);
    const notice = 'The phase has reached its end time: the service may no longer accept this mint.';
    // A change of state, not a tick: the live region says it (and, before, the deadline in words), once.
    await waitFor(() => expect(spoken(document.querySelector('[data-slot="mint-status-message"]')!)).toBe(`Approve the transaction in your wallet. ${notice}`));
    expect(shown(document.querySelector('[data-slot="mint-status-lock"]')!)).toContain(notice);
  });

  it('a declined hold in its phase’s last seconds is not offered again as if there were time to sign it (as in a lock’s last 15 s)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    const test = makeSandbox({ transitionAfterMs: 40_000 }); // Early bird ends 40 s in, well inside the 3-minute lock
    renderKit(<Panel drop="genesis" />, { test, wallet: fundedWallet(test, 10, { behavior: 'reject' }) });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    const status = () => document.querySelector('[data-slot="mint-status-message"]')!;
    await waitFor(() => expect(shown(status())).toMatch(/^Not signed\. Mint 1 again to approve the same items, held for you for 0?0:[34]\d$/));
    await passTime(32_000, test); // about 7 s before the phase ends, and the service lets the hold go
    const now = shown(status());
    expect(now).toMatch(/0?0:0\d$/);
    // As in a lock's last 15 s: too late to sign, so the same items are not offered again.
    expect(now).toMatch(/^Too little of the hold is left to sign it in time\./);
  });
});
