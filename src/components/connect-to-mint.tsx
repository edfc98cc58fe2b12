import type { ButtonHTMLAttributes } from 'react';
import { useCollection, usePhaseCapReached } from '../react/hooks.js';
import { fill, withDefaults, type LabelOverrides } from './format.js';
import { preWalletMintButtonLabels, readModelMintState, type MintButtonLabels } from './mint-button-state.js';
import { carryFocus, pageMintButton } from './return-focus.js';
import { targetPhase } from './target-phase.js';
import { useWalletBoundary } from './wallet-boundary.js';

// Replaced by the mint controls' button when the wallet code is in.
const toMintButton = /* @__PURE__ */ carryFocus(pageMintButton);

export interface ConnectToMintProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  drop: string;
  labels?: LabelOverrides<MintButtonLabels> | undefined;
}

/**
 * The mint button before any wallet code has loaded: it says what the read model says (sold out,
 * not started, ended…) or offers to connect, which loads the wallet provider and the mint controls.
 * Same `data-slot`/`data-state` as `<MintButton>`, so it looks and reads the same.
 *
 * @example
 * <ConnectToMint drop="genesis" />
 */
export function ConnectToMint({ drop, labels, onClick, ...rest }: ConnectToMintProps) {
  const collection = useCollection(drop);
  const boundary = useWalletBoundary();
  const text = withDefaults(preWalletMintButtonLabels, labels);
  const phase = targetPhase(collection.data, null);
  // A phase whose own cap is reached says so before any wallet connects: connecting could mint nothing.
  const capReached = usePhaseCapReached(drop, phase);
  const state = readModelMintState(collection.data, phase, collection.isError) ?? (capReached ? 'phase-sold-out' : 'connect-wallet');
  const canConnect = state === 'connect-wallet' && boundary !== null;
  return (
    <button
      ref={toMintButton}
      type="button"
      data-slot="mint-button"
      data-state={state}
      disabled={!canConnect}
      // It opens the wallet chooser (once the wallet code is in): a disclosure, as the mint button that replaces it.
      aria-expanded={canConnect ? !!boundary.chooser : undefined}
      aria-controls={boundary?.chooser ?? undefined}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && canConnect) boundary.requestConnect('mint-button');
      }}
    >
      {fill(text[state], { quantity: 1 })}
    </button>
  );
}
