import { BountyPanel } from './bounty-panel.js';
import { MintPageSecondaryLayout, type MintPageSecondaryProps } from './mint-page-secondary-layout.js';

export type { MintPageSecondaryProps } from './mint-page-secondary-layout.js';

/**
 * `<MintPage>`'s secondary sections: recent mints, holders, minters, traits, the bounty and the gallery.
 * Loaded after the drop, its phases and prices have shown, so they never stand in their way.
 *
 * @example
 * <MintPageSecondary section={section} labels={labels} sections={sections} />
 */
export function MintPageSecondary(props: MintPageSecondaryProps) {
  return <MintPageSecondaryLayout {...props} bountyPanel={BountyPanel} />;
}
