// From mintkit@0.1.0, src/components/market/market-search.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import { useId, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import type { MarketCollectionSummary, MarketItem, MarketSearchResults } from 'mintkit/core';
import { useLocale, useDebouncedValue, useMarketSearch } from 'mintkit/react';
import { fill, formatNumber, shortAddress, withDefaults, type LabelOverrides, formatMarketAmount, MarketStatus, type MarketErrorTexts } from 'mintkit/parts';

/** What the visitor picked: one result, tagged with its kind. */
export type MarketSearchResult =
  | { kind: 'collection'; collection: MarketCollectionSummary }
  | { kind: 'item'; item: MarketItem }
  | { kind: 'profile'; profile: MarketSearchResults['profiles'][number] }
  | { kind: 'trait'; trait: MarketSearchResults['traits'][number] };

type Kind = MarketSearchResult['kind'];

export interface MarketSearchLabels {
  label: string;
  placeholder: string;
  results: string;
  searching: string;
  /** `{query}`. */
  noResults: string;
  /** `{count}`: announced when results arrive. */
  resultCount: string;
  groups: Record<Kind, string>;
  collectionVerified: string;
  /** `{price}`. */
  itemListed: string;
  /** `{collection}`, `{count}`. */
  traitMeta: string;
  /** Stands in for a trait's collection or count that the result does not carry. */
  notAvailable: string;
  /** The button beside a failed search that retrying can help. */
  retry: string;
}

/**
 * The component's English defaults; override any of them with `labels`.
 *
 * @example
 * <MarketSearch labels={{ groups: { profile: 'Wallets' } }} />
 */
export const defaultMarketSearchLabels: MarketSearchLabels = {
  label: 'Search the marketplace',
  placeholder: 'Collections, items, profiles, traits',
  results: 'Search results',
  searching: 'Searching…',
  noResults: 'Nothing found for “{query}”.',
  resultCount: 'Results: {count}',
  groups: { collection: 'Collections', item: 'Items', profile: 'Profiles', trait: 'Traits' },
  collectionVerified: 'Verified',
  itemListed: 'Listed · {price}',
  traitMeta: '{collection} · items: {count}',
  notAvailable: '—',
  retry: 'Try again',
};

export interface MarketSearchProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onSelect'> {
  /** Called with the result the visitor picks (click, or Enter on the highlighted one). */
  onSelect?: ((result: MarketSearchResult) => void) | undefined;
  /** Quiet time after the last keystroke before searching. */
  debounceMs?: number | undefined;
  /** Results per kind. */
  limit?: number | undefined;
  labels?: LabelOverrides<Omit<MarketSearchLabels, 'groups'>> & { groups?: LabelOverrides<MarketSearchLabels['groups']> | undefined } | undefined;
  errorTexts?: LabelOverrides<MarketErrorTexts> | undefined;
  locale?: string | undefined;
}

/**
 * One search box over collections, items, profiles and traits, results grouped by kind in an
 * accessible combobox. Debounced; a newer query cancels the request of the one before it, so a slow
 * old answer never replaces a newer one.
 *
 * @example
 * <MarketSearch onSelect={(result) => result.kind === 'collection' && navigate(`/c/${result.collection.slug}`)} />
 */
export function MarketSearch({ onSelect, debounceMs = 250, limit, labels, errorTexts, locale, className, ...rest }: MarketSearchProps) {
  const text: MarketSearchLabels = { ...withDefaults(defaultMarketSearchLabels, labels), groups: withDefaults(defaultMarketSearchLabels.groups, labels?.groups) };
  const resolvedLocale = useLocale(locale);
  const id = useId();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(input, debounceMs);
  const query = useMarketSearch(settled, limit);
  const typing = input.trim() !== settled.trim();
  const groups = query.data && !typing ? toGroups(query.data) : [];
  const options = groups.flatMap((group) => group.results);
  const blank = input.trim() === '';
  const state = blank ? 'idle' : typing || (query.isFetching && !query.data) ? 'searching' : query.isError ? 'error' : options.length === 0 ? 'empty' : 'results';
  const expanded = open && state === 'results';
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (index: number) => {
    const result = options[index];
    if (!result) return;
    setOpen(false);
    onSelect?.(result);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      // The browser's own Escape empties a search field: the first one only closes the list.
      event.preventDefault();
      if (expanded) setOpen(false);
      else setInput('');
      setActive(-1);
    }
  };

  let index = -1;
  return (
    <div data-slot="market-search" data-state={state} className={className} {...rest}>
      <label data-slot="market-search-label" htmlFor={`${id}-input`}>
        {text.label}
      </label>
      <input
        id={`${id}-input`}
        data-slot="market-search-input"
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={text.placeholder}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={input}
        onChange={(event) => {
          setInput(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <div data-slot="market-search-status" role="status">
        {state === 'searching' && text.searching}
        {state === 'empty' && fill(text.noResults, { query: settled.trim() })}
        {state === 'results' && <span data-slot="visually-hidden">{fill(text.resultCount, { count: formatNumber(options.length, resolvedLocale) })}</span>}
      </div>
      {state === 'error' && <MarketStatus state="error" error={query.error} errorTexts={errorTexts} onRetry={() => void query.refetch()} retryLabel={text.retry} />}
      <div id={`${id}-listbox`} data-slot="market-search-listbox" role="listbox" aria-label={text.results} hidden={!expanded}>
        {expanded &&
          groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`} data-slot="market-search-group" data-kind={group.kind}>
              <div id={`${id}-group-${group.kind}`} role="presentation" data-slot="market-search-group-label">
                {text.groups[group.kind]}
              </div>
              {group.results.map((result) => {
                const position = ++index;
                return (
                  <div
                    key={`${group.kind}-${position}`}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === active}
                    data-slot="market-search-option"
                    data-state={position === active ? 'active' : 'inactive'}
                    // Keep focus in the box: a mouse-down elsewhere would blur it before the click.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(position)}
                    onMouseMove={() => setActive(position)}
                  >
                    {describe(result, text, resolvedLocale)}
                  </div>
                );
              })}
            </div>
          ))}
      </div>
    </div>
  );
}

function toGroups(results: MarketSearchResults): Array<{ kind: Kind; results: MarketSearchResult[] }> {
  const groups: Array<{ kind: Kind; results: MarketSearchResult[] }> = [
    { kind: 'collection', results: results.collections.map((collection) => ({ kind: 'collection', collection })) },
    { kind: 'item', results: results.items.map((item) => ({ kind: 'item', item })) },
    { kind: 'profile', results: results.profiles.map((profile) => ({ kind: 'profile', profile })) },
    { kind: 'trait', results: results.traits.map((trait) => ({ kind: 'trait', trait })) },
  ];
  return groups.filter((group) => group.results.length > 0);
}

function describe(result: MarketSearchResult, text: MarketSearchLabels, locale: string | undefined): ReactNode {
  switch (result.kind) {
    case 'collection':
      return (
        <>
          <span data-slot="market-search-name" dir="auto">{result.collection.name}</span>
          {result.collection.verified && <span data-slot="market-search-meta"> · {text.collectionVerified}</span>}
        </>
      );
    case 'item': {
      const price = result.item.listing ? formatMarketAmount(result.item.listing.price, result.item.listing.currency, locale) : null;
      return (
        <>
          <span data-slot="market-search-name" dir="auto">{result.item.name}</span>
          {price && <span data-slot="market-search-meta"> · {fill(text.itemListed, { price })}</span>}
        </>
      );
    }
    case 'profile':
      return <span data-slot="market-search-name" dir="auto">{result.profile.name ?? shortAddress(result.profile.address)}</span>;
    case 'trait':
      return (
        <>
          <span data-slot="market-search-name" dir="auto">
            {result.trait.name}: {result.trait.value}
          </span>
          <span data-slot="market-search-meta">
            {' · '}
            {fill(text.traitMeta, { collection: result.trait.collection ?? text.notAvailable, count: result.trait.count === null ? text.notAvailable : formatNumber(result.trait.count, locale) })}
          </span>
        </>
      );
    default:
      return result satisfies never;
  }
}
