import { useMintEvents, type MintEvents } from '../react/use-mint.js';
import { useClaimCodeConfig } from '../react/wallet-hooks.js';
import { ClaimCodeField, type ClaimCodeFieldProps } from './claim-code-field.js';
import { EligibilityNotice } from './eligibility-notice.js';
import { MintButton } from './mint-button.js';
import type { MintPageLabels, MintPageProps, MintPageSectionProps } from './mint-page.js';
import { claimCodePlaceholder, createSlot } from './mint-page-shell.js';
import { MintStatus } from './mint-status.js';
import { QuantityInput } from './quantity-input.js';
import { useWalletBoundary } from './wallet-boundary.js';

export interface MintPageActionsProps {
  section: MintPageSectionProps;
  labels: MintPageLabels;
  sections: NonNullable<MintPageProps['sections']>;
  /**
   * By the read model: nothing can be minted here (sold out, or a drop this kit cannot mint), so there
   * is no quantity, code or eligibility to choose or show, only the button and a mint already under way.
   */
  soldOut: boolean;
  /** By the read model (`capabilities.requiresFeatures` names `claim_codes`): the claim code field's place is kept while its settings load. */
  claimCodeExpected?: boolean | undefined;
  /** The page's `onMint*` callbacks. Mints only start once these controls are in, so they hear every one. */
  events?: MintEvents | undefined;
}

/**
 * `<MintPage>`'s wallet-dependent controls: eligibility, claim code, quantity, the mint button and
 * the mint status. Loaded with the wallet, so a page that is only looked at never downloads them.
 *
 * @example
 * <MintPageActions section={section} labels={labels} sections={sections} soldOut={false} events={{ onSuccess: track }} />
 */
export function MintPageActions({ section, labels, sections, soldOut, claimCodeExpected = false, events = {} }: MintPageActionsProps) {
  const { drop, locale } = section;
  useMintEvents(drop, events);
  const slot = createSlot(sections, section, labels.errors);
  const errors = labels.errors;
  const menuPlaceRef = useWalletBoundary()?.menuPlaceRef;
  return (
    <>
      {!soldOut && slot('eligibility', <EligibilityNotice drop={drop} labels={labels.eligibility} errorTexts={errors} />)}
      {!soldOut && slot('claimCode', <ClaimCodeWhenRead expected={claimCodeExpected} drop={drop} onAcceptedChange={section.onClaimCodeChange} labels={labels.claimCode} errorTexts={errors} locale={locale} />)}
      <div data-slot="mint-page-actions">
        {!soldOut && slot('quantity', <QuantityInput drop={drop} value={section.quantity} onValueChange={section.onQuantityChange} labels={labels.quantity} locale={locale} />)}
        {slot('mintButton', <MintButton drop={drop} quantity={section.quantity} claimCode={section.claimCode} labels={labels.mintButton} locale={locale} />)}
        {/* The wallet chooser opened by "Connect wallet to mint" shows here, under the button pressed. */}
        <div ref={menuPlaceRef} data-slot="mint-page-wallet-menu" />
      </div>
      {slot('status', <MintStatus drop={drop} claimCode={section.claimCode ?? null} labels={labels.status} errorTexts={errors} locale={locale} />)}
    </>
  );
}

/** The claim code field, or its place while its settings load on a drop the read model says takes codes. */
function ClaimCodeWhenRead({ expected, ...props }: ClaimCodeFieldProps & { expected: boolean }) {
  // Read first, even when not `expected`: react-query re-renders an observer none of whose fields were read on every change.
  const { isPending } = useClaimCodeConfig(props.drop);
  return expected && isPending ? claimCodePlaceholder : <ClaimCodeField {...props} />;
}
