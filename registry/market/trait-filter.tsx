// From mintkit@0.1.0, src/components/market/trait-filter.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import { useRef, useState, type HTMLAttributes } from 'react';
import { useLocale, isTraitFilterActive, toggleTraitValue, type TraitSelection, useMarketTraits } from 'mintkit/react';
import { formatNumber, withDefaults, type LabelOverrides, fillIsolated, useReturnFocus, MarketStatus, type MarketErrorTexts } from 'mintkit/parts';

export interface TraitFilterLabels {
  /** The filter's accessible name. */
  title: string;
  loading: string;
  empty: string;
  retry: string;
  clear: string;
  /** `{value}`, `{count}`. */
  option: string;
  /** `{value}`: a value the marketplace sent no count for. */
  optionNoCount: string;
}

/**
 * The component's English defaults; override any of them with `labels`.
 *
 * @example
 * <TraitFilter collection="tidal-glyphs" labels={{ clear: 'Reset' }} />
 */
export const defaultTraitFilterLabels: TraitFilterLabels = {
  title: 'Filter by trait',
  loading: 'Loading traits…',
  empty: 'This collection has no traits to filter by.',
  retry: 'Try again',
  clear: 'Clear filters',
  option: '{value} ({count})',
  optionNoCount: '{value}',
};

export interface TraitFilterProps extends Omit<HTMLAttributes<HTMLFormElement>, 'children' | 'defaultValue' | 'onChange'> {
  /** The collection's slug, address or id. */
  collection: string;
  /** The selection, when controlled. */
  value?: TraitSelection | undefined;
  defaultValue?: TraitSelection | undefined;
  onValueChange?: ((selection: TraitSelection) => void) | undefined;
  labels?: LabelOverrides<TraitFilterLabels> | undefined;
  errorTexts?: LabelOverrides<MarketErrorTexts> | undefined;
  locale?: string | undefined;
}

/**
 * Every trait and value of a collection (with counts from the service) as checkboxes. Pair it with
 * `<ItemGrid traitFilter={…}>`: any checked value within a trait, every trait with a check.
 *
 * @example
 * const [traits, setTraits] = useState<TraitSelection>({})
 * <TraitFilter collection="tidal-glyphs" value={traits} onValueChange={setTraits} />
 * <ItemGrid collection="tidal-glyphs" traitFilter={traits} />
 */
export function TraitFilter({ collection, value, defaultValue, onValueChange, labels, errorTexts, locale, className, ...rest }: TraitFilterProps) {
  const text = withDefaults(defaultTraitFilterLabels, labels);
  const resolvedLocale = useLocale(locale);
  const [uncontrolled, setUncontrolled] = useState<TraitSelection>(defaultValue ?? {});
  const selection = value ?? uncontrolled;
  const change = (next: TraitSelection) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  const query = useMarketTraits(collection);
  const traits = query.data?.traits.filter((trait) => trait.values.length > 0) ?? [];
  const state = query.data ? (traits.length === 0 ? 'empty' : 'ready') : query.isError ? 'error' : 'loading';
  // "Clear filters" goes away when pressed: focus goes to the first checkbox, not the page's body.
  const root = useRef<HTMLFormElement>(null);
  const withReturnFocus = useReturnFocus(!isTraitFilterActive(selection), () => root.current?.querySelector('input'));
  return (
    <form
      ref={root}
      data-slot="trait-filter"
      data-state={state}
      aria-label={text.title}
      aria-busy={state === 'loading'}
      className={className}
      onSubmit={(event) => event.preventDefault()}
      {...rest}
    >
      {state === 'loading' && <MarketStatus state="loading" message={text.loading} />}
      {state === 'error' && <MarketStatus state="error" error={query.error} errorTexts={errorTexts} onRetry={() => void query.refetch()} retryLabel={text.retry} />}
      {state === 'empty' && <MarketStatus state="empty" message={text.empty} />}
      {traits.map((trait) => (
        <fieldset key={trait.name} data-slot="trait-group">
          <legend dir="auto">{trait.name}</legend>
          {trait.values.map((entry) => {
            const checked = selection[trait.name]?.includes(entry.value) ?? false;
            return (
              <label key={entry.value} data-slot="trait-option" data-state={checked ? 'checked' : 'unchecked'}>
                <input type="checkbox" checked={checked} onChange={() => change(toggleTraitValue(selection, trait.name, entry.value))} />
                {/* One flex item: the label's gap would otherwise open between the value, the brackets and the count. */}
                <span>{entry.count === null ? fillIsolated(text.optionNoCount, { value: entry.value }) : fillIsolated(text.option, { value: entry.value, count: formatNumber(entry.count, resolvedLocale) })}</span>
              </label>
            );
          })}
        </fieldset>
      ))}
      {isTraitFilterActive(selection) && (
        <button type="button" data-slot="trait-filter-clear" onClick={withReturnFocus(() => change({}))}>
          {text.clear}
        </button>
      )}
    </form>
  );
}
