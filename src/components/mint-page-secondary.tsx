import { BountyPanel, type BountyPanelProps } from './bounty-panel.js';
import { useBounty, useBountyPrizes } from '../react/feed-hooks.js';
import { Gallery, type GalleryProps } from './gallery.js';
import type { MintPageLabels, MintPageProps, MintPageSectionProps } from './mint-page.js';
import { createSlot } from './mint-page-shell.js';
import { RecentlyMinted } from './recently-minted.js';
import { TopHolders } from './top-holders.js';
import { TopMinters } from './top-minters.js';
import { TraitList } from './trait-list.js';

export interface MintPageSecondaryProps {
  section: MintPageSectionProps;
  labels: MintPageLabels;
  sections: NonNullable<MintPageProps['sections']>;
}

/**
 * `<MintPage>`'s secondary sections: recent mints, holders, minters, traits, the bounty and the gallery.
 * Loaded after the drop, its phases and prices have shown, so they never stand in their way.
 *
 * @example
 * <MintPageSecondary section={section} labels={labels} sections={sections} />
 */
export function MintPageSecondary({ section, labels, sections }: MintPageSecondaryProps) {
  const { drop, locale } = section;
  const slot = createSlot(sections, section, labels.errors);
  const errors = labels.errors;
  return (
    <>
      <div data-slot="mint-page-secondary">
        {slot('recentlyMinted', <RecentlyMinted drop={drop} labels={labels.recentlyMinted} errorTexts={errors} locale={locale} />)}
        {slot('holders', <TopHolders drop={drop} labels={labels.holders} errorTexts={errors} locale={locale} />)}
        {slot('minters', <TopMinters drop={drop} labels={labels.minters} errorTexts={errors} locale={locale} />)}
        {slot('traits', <TraitList drop={drop} labels={labels.traits} errorTexts={errors} locale={locale} />)}
        {slot('bounty', <BountyWhenAnswered drop={drop} labels={labels.bounty} errorTexts={errors} locale={locale} />)}
      </div>
      {slot('gallery', sections.bounty === undefined ? <GalleryAfterBounty drop={drop} labels={labels.gallery} errorTexts={errors} /> : <Gallery drop={drop} labels={labels.gallery} errorTexts={errors} />)}
    </>
  );
}

/** Whether the service has said if the drop has a bounty. */
function useBountyAnswered(drop: string): boolean {
  // Both read, never one short-circuited: react-query re-renders an observer none of whose fields were read on every change.
  const { isPending: summaryPending } = useBounty(drop);
  const { isPending: prizesPending } = useBountyPrizes(drop);
  return !summaryPending && !prizesPending;
}

/**
 * The bounty panel once the service has said whether there is a bounty. Most drops have none, and a
 * loading panel that then went away would move every section after it; so nothing shows until the
 * answer, and a bounty comes in last in the grid, where it moves none of the other panels.
 */
function BountyWhenAnswered(props: BountyPanelProps) {
  return useBountyAnswered(props.drop) ? <BountyPanel {...props} /> : null;
}

/**
 * The gallery, below where the bounty panel comes in: hidden (its first page loading all the same)
 * until the bounty's answer, so a bounty arriving never pushes it down.
 */
function GalleryAfterBounty(props: GalleryProps) {
  return <Gallery {...props} hidden={!useBountyAnswered(props.drop)} />;
}
