import { useState, type HTMLAttributes } from 'react';
import { useGallery } from '../react/feed-hooks.js';
import { ReadErrorNotice } from './read-error-notice.js';
import type { ErrorTexts } from './error-text.js';
import { Panel, queryPanelProps, skeletonRows } from './panel.js';
import { withDefaults, type LabelOverrides } from './format.js';
import { MoreButton } from './return-focus.js';
import { ServiceImage } from './service-image.js';

export interface GalleryLabels {
  title: string;
  loading: string;
  empty: string;
  more: string;
  loadingMore: string;
  /** Said to screen readers once a page is in; `{count}`: how many artworks it brought. */
  loadedMore: string;
  /** Said and shown when "Show more" brought no new artwork (only art already shown, or none) and the gallery has ended. */
  noMore: string;
  /** The same while the service says there is more. */
  nothingNew: string;
}

/**
 * The English text `Gallery` shows for any label `labels` leaves out. Spread it to build a
 * complete set, e.g. a translation typed as `GalleryLabels`.
 *
 * @example
 * const labels: GalleryLabels = { ...defaultGalleryLabels, more: 'Show 12 more' }
 * <Gallery drop="genesis" pageSize={12} labels={labels} />
 */
export const defaultGalleryLabels: GalleryLabels = {
  title: 'Gallery',
  loading: 'Loading artwork…',
  empty: 'No artwork to show yet.',
  more: 'Show more',
  loadingMore: 'Loading more…',
  loadedMore: '{count} more shown',
  noMore: 'No more artwork.',
  nothingNew: 'No new artwork came; there may be more.',
};

export interface GalleryProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title' | 'slot'> {
  drop: string;
  /** Items per page. */
  pageSize?: number | undefined;
  labels?: LabelOverrides<GalleryLabels> | undefined;
  errorTexts?: LabelOverrides<ErrorTexts> | undefined;
}

/**
 * The drop's artwork as a responsive grid, a page at a time. A page that fails to load is said in
 * place of "Show more" (with "Try again" for that page when retrying can help); the art already
 * shown stays.
 *
 * @example
 * <Gallery drop="genesis" pageSize={12} />
 */
export function Gallery({ drop, pageSize = 12, labels, errorTexts, ...rest }: GalleryProps) {
  const text = withDefaults(defaultGalleryLabels, labels);
  const query = useGallery(drop, pageSize);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  // With art on screen the panel stays `ready`, so a failed next page is told here or not at all.
  const moreFailed = query.isFetchNextPageError && !query.isFetchingNextPage;
  // The art count a press left unchanged: said (as the market's "Load more" does) while it still is.
  const [unchanged, setUnchanged] = useState<number | null>(null);
  const said = unchanged === items.length ? (query.hasNextPage ? text.nothingNew : text.noMore) : '';
  return (
    <Panel
      slot="gallery"
      {...queryPanelProps(query, text, errorTexts, items.length === 0)}
      placeholder={
        <>
          <ul data-slot="gallery-grid">
            {skeletonRows(pageSize, (key) => (
              <li key={key} data-slot="gallery-item">
                <figure>
                  <span data-slot="skeleton" data-kind="art" />
                  <figcaption>
                    <span data-slot="skeleton" />
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          {/* A full first page usually has a next one: "Show more"'s place. */}
          <span data-slot="gallery-more" />
        </>
      }
      {...rest}
    >
      <ul data-slot="gallery-grid">
        {items.map((item) => (
          <li key={item.id} data-slot="gallery-item">
            <figure>
              {/* An empty src would make the browser fetch the page itself. */}
              <ServiceImage src={item.image} alt="" loading="lazy" width={240} height={240} />
              <figcaption dir="auto">{item.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {query.hasNextPage &&
        (moreFailed ? (
          <ReadErrorNotice error={query.error} onRetry={() => void query.fetchNextPage()} errorTexts={errorTexts} />
        ) : (
          <MoreButton
            data-slot="gallery-more"
            loading={query.isFetchingNextPage}
            loadedText={text.loadedMore}
            onMore={() => {
              setUnchanged(null);
              void query.fetchNextPage().then((result) => result.isError || (result.data?.pages.flatMap((page) => page.items).length ?? 0) > items.length || setUnchanged(items.length));
            }}
          >
            {query.isFetchingNextPage ? text.loadingMore : text.more}
          </MoreButton>
        ))}
      {/* On the page from the start (a live region added with its text is often not read), shown once it speaks. */}
      <p data-slot={said ? 'gallery-end' : 'visually-hidden'} role="status">
        {said}
      </p>
    </Panel>
  );
}
