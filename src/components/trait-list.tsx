import type { HTMLAttributes } from 'react';
import { useLocale } from '../react/context.js';
import { useTraits } from '../react/feed-hooks.js';
import type { ErrorTexts } from './error-text.js';
import { formatNumber, withDefaults, type LabelOverrides } from './format.js';
import { Panel, queryPanelProps, skeletonRows } from './panel.js';

export interface TraitListLabels {
  title: string;
  loading: string;
  empty: string;
}

/**
 * The English text `TraitList` shows for any label `labels` leaves out. Spread it to build a
 * complete set, e.g. a translation typed as `TraitListLabels`.
 *
 * @example
 * const labels: TraitListLabels = { ...defaultTraitListLabels, title: 'Attributes' }
 * <TraitList drop="genesis" labels={labels} />
 */
export const defaultTraitListLabels: TraitListLabels = {
  title: 'Traits',
  loading: 'Loading traits…',
  empty: 'This drop has no traits.',
};

export interface TraitListProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title' | 'slot'> {
  drop: string;
  labels?: LabelOverrides<TraitListLabels> | undefined;
  errorTexts?: LabelOverrides<ErrorTexts> | undefined;
  locale?: string | undefined;
}

/**
 * Every trait of the drop with its values and how many items carry each.
 *
 * @example
 * <TraitList drop="genesis" />
 */
export function TraitList({ drop, labels, errorTexts, locale, ...rest }: TraitListProps) {
  const text = withDefaults(defaultTraitListLabels, labels);
  const resolvedLocale = useLocale(locale);
  const query = useTraits(drop);
  const traits = query.data?.traits ?? [];
  return (
    <Panel
      slot="trait-list"
      {...queryPanelProps(query, text, errorTexts, traits.length === 0)}
      placeholder={
        // How many traits a drop has is not known before the answer: a typical table of three traits of five values.
        <dl data-slot="trait-list-groups">
          {skeletonRows(3, (key) => (
            <div key={key} data-slot="trait-list-group">
              <dt data-slot="trait-list-name">
                <span data-slot="skeleton" />
              </dt>
              {skeletonRows(5, (value) => (
                <dd key={value} data-slot="trait-list-value">
                  <span data-slot="skeleton" />
                </dd>
              ))}
            </div>
          ))}
        </dl>
      }
      {...rest}
    >
      <dl data-slot="trait-list-groups">
        {traits.map((trait) => (
          <div key={trait.name} data-slot="trait-list-group">
            <dt data-slot="trait-list-name" dir="auto">{trait.name}</dt>
            {trait.values.map((entry) => (
              <dd key={entry.value} data-slot="trait-list-value">
                <span dir="auto">{entry.value}</span>
                <span data-slot="trait-list-count">{formatNumber(entry.count, resolvedLocale)}</span>
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </Panel>
  );
}
