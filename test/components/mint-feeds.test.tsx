import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RecentlyMinted } from '../../src/components/recently-minted.js';
import { RankedWallets, TopHolders } from '../../src/components/top-holders.js';
import { TraitList } from '../../src/components/trait-list.js';
import { defaultTopMintersLabels } from '../../src/components/top-minters.js';
import { useTopMinters } from '../../src/react/feed-hooks.js';
import { useCollection } from '../../src/react/hooks.js';
import { editedAnswers, makeSandbox, renderKit } from '../helpers/kit.js';

/** The page's read model, loaded beside the list as `<MintPage>` has it. */
function ReadModel({ drop }: { drop: string }) {
  return <p>{useCollection(drop).data ? 'read model in' : 'read model loading'}</p>;
}

/** The sandbox's answers, with the lists' own requests never answered: they stay loading. */
function listsHeld() {
  const test = makeSandbox();
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    return /recently-minted|top-holders/.test(url) ? new Promise<Response>(() => {}) : test.fetch(input, init);
  };
  return { test, fetch };
}

describe('lists of the drop’s mints while they load', () => {
  it('draw no skeleton rows for a drop with nothing minted, so one "nothing yet" sentence replaces one loading sentence', async () => {
    const { test, fetch } = listsHeld();
    const { container } = renderKit(
      <>
        <ReadModel drop="gated" />
        <RecentlyMinted drop="gated" limit={6} />
        <TopHolders drop="gated" limit={5} />
      </>,
      { test, provider: { fetch } },
    );
    expect(await screen.findByText('read model in')).toBeInTheDocument();
    expect(screen.getByText('Loading recent mints…')).toBeVisible();
    expect(container.querySelectorAll('[data-slot="recently-minted-item"]')).toHaveLength(0);
    expect(container.querySelectorAll('[data-slot="top-holders"] [data-slot="ranked-row"]')).toHaveLength(0);
  });

  it('draw the rows they ask for when the drop has that many mints, or when the read model is not in', async () => {
    const { test, fetch } = listsHeld();
    const { container } = renderKit(
      <>
        <ReadModel drop="genesis" />
        <RecentlyMinted drop="genesis" limit={6} />
      </>,
      { test, provider: { fetch } },
    );
    // Before the read model: the rows asked for.
    expect(container.querySelectorAll('[data-slot="recently-minted-item"]')).toHaveLength(6);
    expect(await screen.findByText('read model in')).toBeInTheDocument();
    // genesis has 12 minted: still the 6 asked for, and no request was made for the read model on the list's behalf.
    expect(container.querySelectorAll('[data-slot="recently-minted-item"]')).toHaveLength(6);
    expect(test.requests.filter((request) => request.path.endsWith('/collections/genesis'))).toHaveLength(1);
  });
});

describe('RankedWallets, the list under TopHolders and TopMinters', () => {
  function Leaders() {
    return <RankedWallets slot="leaders" query={useTopMinters('sold-out', 3)} labels={{ ...defaultTopMintersLabels, title: 'Leaders', count: '{count} pieces' }} errorTexts={undefined} locale="en-US" />;
  }

  it('renders any ranked query with the labels it is given, in its own slot', async () => {
    const { container } = renderKit(<Leaders />, { test: makeSandbox() });
    expect(await screen.findByText('Leaders')).toBeVisible();
    const rows = await screen.findAllByText(/^\d[\d,]* pieces$/);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(3);
    expect(container.querySelector('[data-slot="leaders"]')).not.toBeNull();
  });

  it('numbers the ranks in the locale’s digits: the first holder reads “١” in ar-EG, “1” in en-US, in an ordered list', async () => {
    const test = makeSandbox();
    const ranks = () => [...document.querySelectorAll('ol[data-slot="ranked-list"] > li [data-slot="ranked-rank"]')].map((rank) => rank.textContent);
    const { unmount } = renderKit(<TopHolders drop="sold-out" limit={3} locale="ar-EG" />, { test });
    await screen.findAllByTitle(/./);
    expect(ranks()).toEqual(['١', '٢', '٣']);
    unmount();
    renderKit(<TopHolders drop="sold-out" limit={3} locale="en-US" />, { test });
    await screen.findAllByTitle(/./);
    expect(ranks()).toEqual(['1', '2', '3']);
  });
});

describe('one record the kit cannot read', () => {
  type Page = { items: Array<Record<string, unknown>> };

  it('recently-minted: an item with no image yet (not revealed) is listed by name, beside the other mints', async () => {
    const test = makeSandbox();
    let hidden = '';
    const fetch = editedAnswers<Page>(test, (url) => url.includes('/recently-minted'), (body) => {
      hidden = String(body.items[0]!.name);
      body.items[0]!.image = null;
      body.items[1]!.image = '';
    });
    const { container } = renderKit(<RecentlyMinted drop="sold-out" limit={6} />, { test, provider: { fetch } });
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent(hidden);
    // No <img src="">, which the browser would fetch as the page itself: the no-image tile instead.
    expect(rows.slice(0, 2).map((row) => [row.querySelector('img'), row.querySelector('[data-kind="art"]')])).toEqual([[null, expect.anything()], [null, expect.anything()]]);
    expect(rows[2]!.querySelector('img')).not.toBeNull();
    expect(container).not.toHaveTextContent('does not understand');
  });

  it('recently-minted: a thumbnail that cannot load becomes the no-image tile in its place', async () => {
    const test = makeSandbox();
    const { container } = renderKit(<RecentlyMinted drop="sold-out" limit={3} />, { test });
    const rows = await screen.findAllByRole('listitem');
    fireEvent.error(rows[1]!.querySelector('img')!);
    expect(rows.map((row) => row.firstElementChild!.tagName)).toEqual(['IMG', 'SPAN', 'IMG']);
    expect(rows[1]!.firstElementChild).toHaveAttribute('data-kind', 'art');
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });

  it('top-holders: a count sent as a string is read, and a holder whose count means nothing stays listed with “—”, never 0', async () => {
    const test = makeSandbox();
    let first = 0;
    let second = '';
    const fetch = editedAnswers<Page>(test, (url) => url.includes('/top-holders'), (body) => {
      first = Number(body.items[0]!.count);
      body.items[0]!.count = String(first);
      second = String(body.items[1]!.address);
      body.items[1]!.count = 'many';
      body.items[2]!.count = null;
    });
    const { container } = renderKit(<TopHolders drop="sold-out" limit={5} locale="en-US" />, { test, provider: { fetch } });
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[1]!.querySelector('[data-slot="ranked-address"]')).toHaveAttribute('title', second);
    const counts = [...container.querySelectorAll('[data-slot="ranked-count"]')].map((count) => count.textContent);
    expect(counts[0]).toBe(`${first} held`);
    expect(counts.slice(1, 3)).toEqual(['—', '—']);
    expect(counts.slice(3).every((count) => /^[1-9]\d* held$/.test(count ?? ''))).toBe(true);
    expect(container).not.toHaveTextContent(/\b0 held/);
  });

  it('traits: a value that is an object or null is left out, and a value or trait name sent twice is listed once', async () => {
    const test = makeSandbox();
    const errors = vi.spyOn(console, 'error');
    let name = '';
    const fetch = editedAnswers<{ traits: Array<Record<string, unknown>> }>(test, (url) => url.includes('/traits'), (body) => {
      name = String(body.traits[0]!.name);
      body.traits[0]!.values = [{ value: 1, count: 2 }, { value: '1', count: 3 }, { value: { en: 'Gold' }, count: 1 }, { value: null, count: 4 }, { value: 'Red', count: 5 }];
      body.traits.push({ name, values: [{ value: 'Red', count: 5 }, { value: 'Blue', count: 6 }] });
    });
    const { container } = renderKit(<TraitList drop="genesis" locale="en-US" />, { test, provider: { fetch } });
    await screen.findByText('Blue');
    const groups = [...container.querySelectorAll('[data-slot="trait-list-name"]')].filter((term) => term.textContent === name);
    expect(groups).toHaveLength(1);
    expect([...groups[0]!.parentElement!.querySelectorAll('[data-slot="trait-list-value"]')].map((value) => value.textContent)).toEqual(['12', 'Red5', 'Blue6']);
    expect(container).not.toHaveTextContent('[object Object]');
    expect(errors.mock.calls.filter(([message]) => String(message).includes('same key'))).toEqual([]);
    errors.mockRestore();
  });
});
