import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ItemGrid } from '../../src/components/market/item-grid.js';
import { TraitFilter } from '../../src/components/market/trait-filter.js';
import type { TraitSelection } from '../../src/react/market/derive.js';
import { makeSandbox, renderKit } from '../helpers/kit.js';
import { json, rawCollection, recordingFetch } from '../react/market-helpers.js';

describe('TraitFilter', () => {
  it('lists every trait value with the service’s counts and reports the selection', async () => {
    const test = makeSandbox();
    const raw = rawCollection('tidal-glyphs').items;
    const onValueChange = vi.fn();
    renderKit(<TraitFilter collection="tidal-glyphs" onValueChange={onValueChange} />, { test });
    const tide = await screen.findByRole('group', { name: 'Tide' });
    const neapCount = raw.filter((item) => item.attributes.some((a) => a.traitType === 'Tide' && a.value === 'Neap')).length;
    const user = userEvent.setup();
    await user.click(within(tide).getByRole('checkbox', { name: `Neap (${neapCount})` }));
    await user.click(within(screen.getByRole('group', { name: 'Ink' })).getByRole('checkbox', { name: /^Sepia/ }));
    expect(onValueChange).toHaveBeenLastCalledWith({ Tide: ['Neap'], Ink: ['Sepia'] });
    await user.click(within(tide).getByRole('checkbox', { name: /^Neap/ }));
    expect(onValueChange).toHaveBeenLastCalledWith({ Ink: ['Sepia'] });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onValueChange).toHaveBeenLastCalledWith({});
    // The button went away when pressed: focus goes to the first checkbox, not the page's body.
    await waitFor(() => expect(screen.getAllByRole('checkbox')[0]).toHaveFocus());
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('keeps a trait value in another script apart from its count, so “ذهبي (3)” keeps its brackets around the count', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) => (request.url.pathname.endsWith('/traits') ? json({ traits: [{ name: 'Frame', values: [{ value: 'ذهبي', count: 3 }, { value: 'Silver' }] }] }) : undefined));
    renderKit(<TraitFilter collection="tidal-glyphs" />, { test, provider: { fetch: recorder.fetch } });
    const gold = await screen.findByRole('checkbox', { name: 'ذهبي (3)' });
    const option = gold.closest('label')!;
    // The value is isolated (<bdi>); the brackets and the count are the label's, outside it.
    expect(within(option).getByText('ذهبي').tagName).toBe('BDI');
    expect(option.lastElementChild!.lastChild!.textContent).toBe(')');
    expect(within(screen.getByRole('checkbox', { name: 'Silver' }).closest('label')!).getByText('Silver').tagName).toBe('BDI');
  });

  it('a value the marketplace sent no count for shows without one, never as 0', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/traits') ? json({ traits: [{ name: 'Tide', values: [{ value: 'Neap', count: 4 }, { value: 'Ebb' }, { value: 'Spring', count: '12' }] }] }) : undefined,
    );
    renderKit(<TraitFilter collection="sold-out" />, { test, provider: { fetch: recorder.fetch } });
    const tide = await screen.findByRole('group', { name: 'Tide' });
    expect(within(tide).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(['Neap (4)', 'Ebb', 'Spring']);
  });

  it('drives the item grid: the match count follows each check', async () => {
    const test = makeSandbox();
    function Browser() {
      const [traits, setTraits] = useState<TraitSelection>({});
      return (
        <>
          <TraitFilter collection="moss-wardens" value={traits} onValueChange={setTraits} />
          <ItemGrid collection="moss-wardens" traitFilter={traits} />
        </>
      );
    }
    const raw = rawCollection('moss-wardens').items;
    const count = (type: string, value: string) => raw.filter((item) => item.attributes.some((a) => a.traitType === type && a.value === value)).length;
    renderKit(<Browser />, { test });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /^Ranger/ }));
    expect(await screen.findByText(`Matching items: ${count('Class', 'Ranger')} of 48`)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /^Herbalist/ }));
    expect(await screen.findByText(`Matching items: ${count('Class', 'Ranger') + count('Class', 'Herbalist')} of 48`)).toBeInTheDocument();
  });

  it('has an empty state and an error state', async () => {
    const test = makeSandbox();
    renderKit(<TraitFilter collection="blank-canvas" />, { test });
    expect(await screen.findByText('This collection has no traits to filter by.')).toBeInTheDocument();
    renderKit(<TraitFilter collection="not-a-collection" />, { test });
    expect(await screen.findByRole('alert')).toHaveTextContent('The marketplace has no collection under this name or address.');
  });
});
