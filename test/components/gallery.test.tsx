import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Gallery } from '../../src/components/gallery.js';
import { editedAnswers, makeSandbox, renderKit } from '../helpers/kit.js';

describe('Gallery', () => {
  it('holds a page of tiles while it loads, and screen readers hear only the loading sentence', async () => {
    const test = makeSandbox();
    // The first page never arrives.
    const held: typeof fetch = (input, init) => (String(input instanceof Request ? input.url : input).includes('/gallery') ? new Promise<Response>(() => {}) : test.fetch(input, init));
    const { container } = renderKit(<Gallery drop="genesis" pageSize={4} />, { test, provider: { fetch: held } });
    expect(await screen.findByText('Loading artwork…')).toBeVisible();
    expect(container.querySelectorAll('[data-slot="gallery-item"]')).toHaveLength(4);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows a piece whose image is not in yet by its name, beside the rest of the art, instead of hiding the gallery', async () => {
    const test = makeSandbox();
    const fetch = editedAnswers<{ items: Array<Record<string, unknown>> }>(test, (url) => url.includes('/gallery'), (body) => {
      body.items[0]!.image = null;
      body.items[1]!.image = '';
    });
    const { container } = renderKit(<Gallery drop="genesis" pageSize={4} />, { test, provider: { fetch } });
    expect(await screen.findByText('Genesis #1')).toBeInTheDocument();
    expect(screen.getByText('Genesis #2')).toBeInTheDocument();
    // No <img src=""> either: the browser would fetch the page itself as the image.
    expect([...container.querySelectorAll('[data-slot="gallery-item"] img')].map((img) => img.getAttribute('src'))).toEqual([expect.stringMatching(/3\.svg$/), expect.stringMatching(/4\.svg$/)]);
  });

  it('shows a piece whose image cannot load (art host down, a 404) as the no-image tile, not a broken-image icon', async () => {
    const test = makeSandbox();
    const { container } = renderKit(<Gallery drop="genesis" pageSize={4} />, { test });
    expect(await screen.findByText('Genesis #1')).toBeInTheDocument();
    const tiles = () => [...container.querySelectorAll('[data-slot="gallery-item"] figure')].map((figure) => figure.firstElementChild!.tagName);
    expect(tiles()).toEqual(['IMG', 'IMG', 'IMG', 'IMG']);
    fireEvent.error(container.querySelector('[data-slot="gallery-item"] img')!);
    expect(tiles()).toEqual(['SPAN', 'IMG', 'IMG', 'IMG']);
    expect(container.querySelector('[data-slot="gallery-item"] [data-kind="art"]')).toBeInTheDocument();
  });

  it('offers no "Show more" after a page that says there is more but brings nothing: it would load the same nothing for ever', async () => {
    const user = userEvent.setup();
    const test = makeSandbox();
    const fetch = editedAnswers<{ items: unknown[]; hasMore: boolean }>(test, (url) => url.includes('/gallery') && !url.includes('offset=0'), (body) => {
      body.items = [];
      body.hasMore = true;
    });
    renderKit(<Gallery drop="genesis" pageSize={4} />, { test, provider: { fetch } });
    expect(await screen.findByText('Genesis #4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Show more|Loading/ })).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('says so, shown and read out, when "Show more" brings only art already shown (“No new artwork came; there may be more.”) or nothing, ending the gallery (“No more artwork.”)', async () => {
    const user = userEvent.setup();
    const test = makeSandbox();
    // Offsets moved while the buyer paged: the second page is the first again; the third brings none and ends the gallery.
    let firstPage: unknown[] = [];
    let pages = 0;
    const paged: typeof globalThis.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes('/gallery')) return test.fetch(input, init);
      pages += 1;
      const body = (await (await test.fetch(input, init)).json()) as { items: unknown[]; hasMore: boolean };
      if (pages === 1) firstPage = [...body.items];
      else if (pages === 2) body.items = [...firstPage];
      else if (pages === 3) Object.assign(body, { items: [], hasMore: false });
      return Response.json(body);
    };
    renderKit(<Gallery drop="genesis" pageSize={4} />, { test, provider: { fetch: paged } });
    expect(await screen.findByText('Genesis #4')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const nothingNew = await screen.findByText('No new artwork came; there may be more.');
    // Shown on the page (not only to screen readers) and read out.
    expect(nothingNew).toHaveAttribute('data-slot', 'gallery-end');
    expect(nothingNew).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    // The service says there is more: the button stays, and the buyer may press again.
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const end = await screen.findByText('No more artwork.');
    expect(end).toHaveAttribute('data-slot', 'gallery-end');
    expect(end).toHaveAttribute('role', 'status');
    expect(screen.queryByText('No new artwork came; there may be more.')).toBeNull();
    expect(screen.queryByRole('button', { name: /Show more|Loading/ })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(document.activeElement).not.toBe(document.body);
  });

  it('takes its own words for a press that brought nothing new', async () => {
    const user = userEvent.setup();
    const test = makeSandbox();
    const fetch = editedAnswers<{ items: unknown[]; hasMore: boolean }>(test, (url) => url.includes('/gallery') && !url.includes('offset=0'), (body) => {
      body.items = [];
      body.hasMore = true;
    });
    renderKit(<Gallery drop="genesis" pageSize={4} labels={{ noMore: 'Das war alles.' }} />, { test, provider: { fetch } });
    expect(await screen.findByText('Genesis #4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Das war alles.')).toHaveAttribute('data-slot', 'gallery-end');
  });

  it('shows a piece once when the next page repeats one (offsets that moved while the buyer paged)', async () => {
    const test = makeSandbox();
    let firstPage: unknown[] = [];
    const repeating = editedAnswers<{ items: unknown[] }>(
      test,
      (url) => url.includes('/gallery'),
      (body) => {
        if (firstPage.length === 0) firstPage = [...body.items];
        else body.items[0] = firstPage[firstPage.length - 1];
      },
    );
    renderKit(<Gallery drop="genesis" pageSize={4} />, { test, provider: { fetch: repeating } });
    expect(await screen.findByText('Genesis #4')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Genesis #8')).toBeInTheDocument();
    expect(screen.getAllByText('Genesis #4')).toHaveLength(1);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['#1', '#2', '#3', '#4', '#6', '#7', '#8'].map((number) => expect.stringContaining(number)));
  });

  it('says why "Show more" failed, keeps the art already shown, and Try again loads that page', async () => {
    const user = userEvent.setup();
    const test = makeSandbox();
    renderKit(<Gallery drop="genesis" pageSize={4} />, { test });
    expect(await screen.findByText('Genesis #4')).toBeInTheDocument();

    // Every attempt the kit's client makes at the next page is dropped.
    test.sandbox.failNext({ path: '/mint/v1/collections/genesis/gallery', mode: 'network-before', times: 4 });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert', {}, { timeout: 8_000 })).toHaveTextContent('Could not reach the mint service');
    // The pressed button went away with the failure: its "Try again" holds the focus, not the page's body.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
    expect(screen.getByText('Genesis #1')).toBeInTheDocument();
    expect(screen.getByText('Genesis #4')).toBeInTheDocument();
    expect(screen.queryByText('Genesis #5')).toBeNull();

    const pagesBefore = test.requests.filter((request) => request.path.endsWith('/gallery')).length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Genesis #8')).toBeInTheDocument();
    // The focused button went away with the notice: focus goes to the "Show more" that took its
    // place, not to the page's body (nor back up to the gallery's title, away from the new art).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show more' })).toHaveFocus());
    expect(screen.getByText('Genesis #1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('button', { name: 'Show more' })).toBeEnabled();
    // Try again asked for the next page only, not the whole gallery again.
    expect(test.requests.filter((request) => request.path.endsWith('/gallery')).length).toBe(pagesBefore + 1);
  }, 15_000);

  it('pressing "Show more" by keyboard keeps focus on it while pages load, and hands it to the first new artwork when the last page takes the button away', async () => {
    const user = userEvent.setup();
    const test = makeSandbox();
    renderKit(<Gallery drop="genesis" pageSize={4} />, { test });
    await screen.findByText('Genesis #4');
    let pressed = 0;
    for (let more = screen.queryByRole('button', { name: 'Show more' }); more; more = screen.queryByRole('button', { name: 'Show more' })) {
      more.focus();
      const shown = screen.getAllByRole('listitem').length;
      await user.keyboard('{Enter}');
      pressed += 1;
      await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(shown));
      const stillMore = screen.queryByRole('button', { name: 'Show more' });
      if (stillMore) {
        expect(stillMore).toHaveFocus();
        // The button's name going back from "Loading more…" says nothing of the new art: this does.
        expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(`${screen.getAllByRole('listitem').length - shown} more shown`);
      } else {
        // The last page: its first artwork holds the focus, and a screen reader reads it.
        const first = screen.getAllByRole('listitem')[shown]!;
        await waitFor(() => expect(first).toHaveFocus());
        expect(first).toHaveTextContent(`Genesis #${shown + 1}`);
      }
    }
    expect(pressed).toBeGreaterThan(1);
  });
});

