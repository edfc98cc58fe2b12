import { BountyPanel } from './bounty-panel.js';
import { Gallery } from './gallery.js';
import { createSlot, type MintPageLabels, type MintPageProps, type MintPageSectionProps } from './mint-page.js';
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
 * `<MintPage>`'s secondary sections: bounty, recent mints, holders, minters, traits and the gallery.
 * Loaded after the drop, its phases and prices have shown, so they never stand in their way.
 *
 * @example
 * <MintPageSecondary section={section} labels={labels} sections={sections} />
 */
export function MintPageSecondary({ section, labels, sections }: MintPageSecondaryProps) {
  const { drop, locale } = section;
  const slot = createSlot(sections, section);
  const errors = labels.errors;
  const localeProp = locale ? { locale } : {};
  return (
    <>
      <div data-slot="mint-page-secondary">
        {slot('bounty', <BountyPanel drop={drop} labels={labels.bounty} errorTexts={errors} {...localeProp} />)}
        {slot('recentlyMinted', <RecentlyMinted drop={drop} labels={labels.recentlyMinted} errorTexts={errors} {...localeProp} />)}
        {slot('holders', <TopHolders drop={drop} labels={labels.holders} errorTexts={errors} {...localeProp} />)}
        {slot('minters', <TopMinters drop={drop} labels={labels.minters} errorTexts={errors} {...localeProp} />)}
        {slot('traits', <TraitList drop={drop} labels={labels.traits} errorTexts={errors} {...localeProp} />)}
      </div>
      {slot('gallery', <Gallery drop={drop} labels={labels.gallery} errorTexts={errors} />)}
    </>
  );
}
