import { isSoldOut, type MintPageMarketVisibility } from '../sold-out.js';
import { useMintKit } from '../../react/context.js';
import { useCollection } from '../../react/hooks.js';
import { MarketSummary, type MarketSummaryProps } from './market-summary.js';

export interface MintPageMarketProps extends Omit<MarketSummaryProps, 'collection'> {
  /** The drop's short id or address, as given to `<MintPage>`. */
  drop: string;
  /** Default `when-sold-out`: the market is where buyers go once the mint has nothing left. */
  show?: MintPageMarketVisibility | undefined;
}

/**
 * `<MintPage>`'s market section: the drop's `<MarketSummary>`, matched to the marketplace by the
 * collection's on-chain address, shown once the drop is sold out (or always, or never). Without a
 * `marketBaseUrl` on the provider it stays out of the way unless asked for with `show="always"`,
 * which then fails loudly with the fix.
 *
 * @example
 * <MintPageMarket drop="sold-out" />
 */
export function MintPageMarket({ drop, show = 'when-sold-out', ...rest }: MintPageMarketProps) {
  const { marketBaseUrl } = useMintKit('MintPageMarket');
  const collection = useCollection(drop).data;
  if (show === 'never' || !collection) return null;
  if (show === 'when-sold-out' && (!marketBaseUrl || !isSoldOut(collection))) return null;
  return <MarketSummary collection={collection.collection.collectionAddress} {...rest} />;
}

export { isSoldOut, type MintPageMarketVisibility };
