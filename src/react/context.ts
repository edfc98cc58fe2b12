import { useContext } from 'react';
import { MintKitError } from '../core/errors.js';
import { MintKitContext, type MintKitContextValue } from './kit-context.js';

export { MintKitContext, useLocale, useOptionalMintKit, type MintKitContextValue } from './kit-context.js';

/**
 * Reads the provider's value, failing loudly when used outside it: a `MintKitError` with code
 * `INVALID_SETUP` whose message names the fix, and `consumer` (your component's name) if given.
 *
 * @example
 * const { mintClient } = useMintKit('MyMintButton')
 * mintClient.preloadWalletStage()
 */
export function useMintKit(consumer = 'useMintKit'): MintKitContextValue {
  const value = useContext(MintKitContext);
  if (!value) {
    throw new MintKitError({ code: 'INVALID_SETUP', message: `${consumer} must be used inside <MintKitProvider> or <MintPage>, which brings its own.` });
  }
  return value;
}
