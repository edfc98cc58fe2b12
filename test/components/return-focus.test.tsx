import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useReturnFocus } from '../../src/components/return-focus.js';

type Step = 'choosing' | 'chosen' | 'connecting' | 'connected';

/** A chooser whose option is removed once the connect it starts is done; the page re-renders for other reasons meanwhile. */
function Chooser({ onPick }: { onPick(setStep: (step: Step) => void): void }) {
  const [step, setStep] = useState<Step>('choosing');
  const withReturnFocus = useReturnFocus(step !== 'connecting', () => document.getElementById('mint'));
  return (
    <div>
      <button id="mint" type="button">
        Mint
      </button>
      {step !== 'connected' && (
        <button type="button" onClick={withReturnFocus(() => onPick(setStep))}>
          Sandbox Wallet
        </button>
      )}
      <button type="button">Elsewhere</button>
    </div>
  );
}

describe('focus after a button that removes itself', () => {
  it('goes to the mint button once the connect is done, also when the page re-renders before the connect gets going', async () => {
    let advance: (step: Step) => void = () => {};
    render(<Chooser onPick={(setStep) => ((advance = setStep), setStep('chosen'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sandbox Wallet' }));
    // Still settled, focus still on the option: a render that is not the connect.
    expect(screen.getByRole('button', { name: 'Sandbox Wallet' })).toHaveFocus();
    act(() => advance('connecting'));
    act(() => advance('connected'));
    expect(screen.getByRole('button', { name: 'Mint' })).toHaveFocus();
  });

  it('leaves focus where the buyer put it while the action was under way', async () => {
    let advance: (step: Step) => void = () => {};
    render(<Chooser onPick={(setStep) => ((advance = setStep), setStep('connecting'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sandbox Wallet' }));
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    act(() => advance('connected'));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
