import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { SearchPanelView } from '../../app/features/search/SearchPanelView.tsx';
import { SEARCH_QUERY_MAX_LENGTH, type SearchResult } from '../../contract/search.ts';
import { searchPanelMachine } from '../../machines/searchPanel.machine.ts';
import { selectSearchPanel } from '../../machines/searchPanel.selectors.ts';

const clientId = '3f0c3b1e-9a3f-4d53-8a59-2f1c7d0e4b6a';
const found: SearchResult[] = [
  { id: clientId, type: 'Client', name: 'Lucky Star Venues' },
  { id: '7a2e9c14-1b3d-4e5f-8a6b-7c8d9e0f1a2b', type: 'Venue', name: 'Lucky Star Central', clientId, gmv: 'LSC-001' },
  { id: '8b3f0d25-2c4e-4f60-9b7c-8d9e0f1a2b3c', type: 'Venue', name: 'Lucky Star Harbour', clientId, gmv: 'LSH-002' },
];

const never = <T,>() => new Promise<T>(() => {});

interface SearchProps {
  /** Stands in for GET /api/search. */
  search: () => Promise<SearchResult[]>;
  /** The debounce in ms; the real 500 ms unless a story needs to stop inside it. */
  debounceMs?: number;
}

/** The search machine with the server stubbed, driving the header's search view. */
function HeaderSearch({ search, debounceMs }: SearchProps) {
  const actor = useActorRef(
    searchPanelMachine.provide({
      actors: { search: fromPromise(search) },
      ...(debounceMs === undefined ? {} : { delays: { searchDebounce: debounceMs } }),
    }),
  );
  const view = useSelector(actor, selectSearchPanel);
  const state = useSelector(actor, (snapshot) => JSON.stringify(snapshot.value));
  return (
    <div style={{ minHeight: 260 }} data-testid="search" data-state={state}>
      <SearchPanelView
        search={view}
        onTermChange={(term) => actor.send({ type: 'search.termChanged', term })}
        onSelect={(result) => actor.send({ type: 'search.select', result })}
        onRetry={() => actor.send({ type: 'search.retry' })}
      />
    </div>
  );
}

const meta = {
  title: 'Machines/Search panel',
  component: HeaderSearch,
  args: { search: async () => found, debounceMs: 0 },
} satisfies Meta<typeof HeaderSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

async function typeTerm(canvasElement: HTMLElement, term = 'lucky') {
  await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Search' }), term);
}

const inState = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(within(canvasElement).getByTestId('search')).toHaveAttribute('data-state', `"${state}"`));

/** idle: no term, nothing under the box. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await inState(canvasElement, 'idle');
  },
};

/** debouncing: a term was typed and waits for the debounce; the panel already says it is searching. */
export const Debouncing: Story = {
  args: { debounceMs: 60 * 60 * 1000 },
  play: async ({ canvasElement }) => {
    await typeTerm(canvasElement);
    await inState(canvasElement, 'debouncing');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Searching...');
  },
};

/** loading: the search call runs. */
export const Loading: Story = {
  args: { search: never },
  play: async ({ canvasElement }) => {
    await typeTerm(canvasElement);
    await inState(canvasElement, 'loading');
  },
};

/** results: the list; a client leads to its page, a venue to its client's venue page. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    await typeTerm(canvasElement);
    await expect(await within(canvasElement).findByRole('option', { name: /Lucky Star Harbour/ })).toBeVisible();
  },
};

/** empty: No search results. */
export const Empty: Story = {
  args: { search: async () => [] },
  play: async ({ canvasElement }) => {
    await typeTerm(canvasElement, 'nothing');
    await expect(await within(canvasElement).findByText('No search results')).toBeVisible();
  },
};

/** failed: the call failed; Try again sends the same term. */
export const Failed: Story = {
  args: {
    search: async () => {
      throw new Error('server error');
    },
  },
  play: async ({ canvasElement }) => {
    await typeTerm(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error');
  },
};

/** Selecting a result clears the term and closes the panel (idle again). */
export const Selected: Story = {
  play: async ({ canvasElement }) => {
    await typeTerm(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('option', { name: /Lucky Star Central/ }));
    await inState(canvasElement, 'idle');
    await expect(within(canvasElement).getByRole('combobox', { name: 'Search' })).toHaveValue('');
  },
};

/** results with the keyboard: ArrowDown twice makes the second result the active option. */
export const ActiveOption: Story = {
  play: async ({ canvasElement }) => {
    await typeTerm(canvasElement);
    const box = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await within(canvasElement).findByRole('option', { name: /Lucky Star Central/ });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = within(canvasElement).getByRole('option', { name: /Lucky Star Central/ });
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', active.id);
    await expect(box).toHaveFocus();
  },
};

/** Enter on the active option opens it: the term clears and the panel closes (idle again). */
export const SelectedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await typeTerm(canvasElement);
    await within(canvasElement).findByRole('option', { name: /Lucky Star Central/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await inState(canvasElement, 'idle');
  },
};

/** The narrow phone header: the panel spans the screen and a GMV stays on one line. */
export const ResultsOnPhone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 400 } } },
  args: {
    search: async () => [
      ...found,
      { id: '9c4a1e36-3d5f-4a71-8c8d-9e0f1a2b3c4d', type: 'Venue', name: 'Lucky Star Riverside Function Centre', clientId, gmv: 'LSRFC-00931' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 150, marginLeft: 48 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await typeTerm(canvasElement);
    const option = await within(canvasElement).findByRole('option', { name: /Riverside/ });
    const gmv = within(option).getByText('Venue · LSRFC-00931');
    const lineHeight = parseFloat(getComputedStyle(gmv).lineHeight);
    await expect(gmv.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    const listbox = within(canvasElement).getByRole('listbox');
    await expect(listbox.getBoundingClientRect().width).toBeGreaterThan(300);
    await expect(listbox.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};

/** A term longer than the server takes (pasted): cut at its limit and searched, never "Error / Try again". */
export const TooLongTermCut: Story = {
  args: {
    search: async () => {
      const term = (document.querySelector<HTMLInputElement>('[role="combobox"]')?.value ?? '');
      if (term.length > SEARCH_QUERY_MAX_LENGTH) throw new Error('400');
      return found;
    },
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await userEvent.click(box);
    await userEvent.paste(`lucky ${'x'.repeat(150)}`);
    await expect(box).toHaveValue(`lucky ${'x'.repeat(SEARCH_QUERY_MAX_LENGTH - 6)}`);
    await inState(canvasElement, 'results');
    await expect(within(canvasElement).queryByText('Try again')).toBeNull();
  },
};
