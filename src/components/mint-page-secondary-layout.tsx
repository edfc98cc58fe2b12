import { Suspense, type ComponentType } from 'react';
import type { BountyPanelProps } from './bounty-panel.js';
import { hasNoBounty, useBounty, useBountyPrizes } from '../react/feed-hooks.js';
import { Gallery, type GalleryProps } from './gallery.js';
import type { MintPageLabels, MintPageProps, MintPageSectionProps } from './mint-page.js';
import { createSlot } from './mint-page-shell.js';
import { RecentlyMinted } from './recently-minted.js';
import { SectionBoundary } from './section-boundary.js';
import { TopHolders } from './top-holders.js';
import { TopMinters } from './top-minters.js';
import { TraitList } from './trait-list.js';

export interface MintPageSecondaryProps {
  section: MintPageSectionProps;
  labels: MintPageLabels;
  sections: NonNullable<MintPageProps['sections']>;
}

/** The bounty panel as the layout gets it: the component itself, or a `retryableLazy` one (with `reload`). */
type BountyPart = ComponentType<BountyPanelProps> & { reload?: () => void };

/**
 * `MintPageSecondary` with the bounty panel given: `<MintPage>` passes one that loads only once the
 * service has said the drop has a bounty (most have none), the public `MintPageSecondary` the panel
 * itself.
 *
 * @example
 * <MintPageSecondaryLayout section={section} labels={labels} sections={sections} bountyPanel={BountyPanel} />
 */
export function MintPageSecondaryLayout({ section, labels, sections, bountyPanel }: MintPageSecondaryProps & { bountyPanel: BountyPart }) {
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
        {slot('bounty', <BountyWhenAnswered panel={bountyPanel} drop={drop} labels={labels.bounty} errorTexts={errors} locale={locale} />)}
      </div>
      {slot('gallery', sections.bounty === undefined ? <GalleryAfterBounty drop={drop} labels={labels.gallery} errorTexts={errors} /> : <Gallery drop={drop} labels={labels.gallery} errorTexts={errors} />)}
    </>
  );
}

/** Whether the service has said if the drop has a bounty, and whether it has none. */
function useBountyAnswer(drop: string): { answered: boolean; none: boolean } {
  // Both read, never one short-circuited: react-query re-renders an observer none of whose fields were read on every change.
  const { isPending: summaryPending, data: summary } = useBounty(drop);
  const { isPending: prizesPending, data: prizes } = useBountyPrizes(drop);
  return { answered: !summaryPending && !prizesPending, none: hasNoBounty(summary, prizes) };
}

/**
 * The bounty panel once the service has said there is a bounty. Most drops have none, and a loading
 * panel that then went away would move every section after it; so nothing shows until the answer,
 * and a bounty comes in last in the grid, where it moves none of the other panels. A lazily loaded
 * panel's file is asked for only then, and a failed load says so in its place with "Try again".
 */
function BountyWhenAnswered({ panel: Panel, ...props }: BountyPanelProps & { panel: BountyPart }) {
  const { answered, none } = useBountyAnswer(props.drop);
  if (!answered || none) return null;
  return (
    <SectionBoundary errorTexts={props.errorTexts} onRetry={Panel.reload}>
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    </SectionBoundary>
  );
}

/**
 * The gallery, below where the bounty panel comes in: hidden (its first page loading all the same)
 * until the bounty's answer, so a bounty arriving never pushes it down.
 */
function GalleryAfterBounty(props: GalleryProps) {
  return <Gallery {...props} hidden={!useBountyAnswer(props.drop).answered} />;
}
