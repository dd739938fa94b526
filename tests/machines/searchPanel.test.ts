import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '../../contract/constants.ts';
import type { SearchResult } from '../../contract/search.ts';
import { searchPanelMachine, searchResultPath } from '../../machines/searchPanel.machine.ts';
import { selectSearchPanel } from '../../machines/searchPanel.selectors.ts';

const client: SearchResult = { id: '11111111-1111-4111-8111-111111111111', type: 'Client', name: 'Acme' };
const venue: SearchResult = {
  id: '22222222-2222-4222-8222-222222222222',
  type: 'Venue',
  name: 'Acme Bar',
  clientId: client.id,
  gmv: 'GMV01',
};

type SearchFake = (input: { query: string }, signal: AbortSignal) => Promise<SearchResult[]>;

function startSearch(search: SearchFake = async () => [client, venue]) {
  const navigate = vi.fn();
  const searchFake = vi.fn(search);
  const machine = searchPanelMachine.provide({
    actors: { search: fromPromise(({ input, signal }) => searchFake(input, signal)) },
    actions: { navigate: (_, params) => navigate(params.to) },
  });
  const actor = createActor(machine).start();
  return { actor, navigate, searchFake };
}

describe('searchPanel machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('debounces the term and sends it trimmed after 500 ms', async () => {
    const { actor, searchFake } = startSearch();
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'search.termChanged', term: ' ac' });
    expect(actor.getSnapshot().matches('debouncing')).toBe(true);
    expect(selectSearchPanel(actor.getSnapshot()).status).toBe('loading');
    vi.advanceTimersByTime(300);
    actor.send({ type: 'search.termChanged', term: ' acme ' });
    vi.advanceTimersByTime(499);
    expect(searchFake).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(searchFake).toHaveBeenCalledTimes(1);
    expect(searchFake).toHaveBeenCalledWith({ query: 'acme' }, expect.any(AbortSignal));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('results')).toBe(true);
    expect(selectSearchPanel(actor.getSnapshot())).toEqual({
      term: ' acme ',
      status: 'results',
      results: [client, venue],
      emptyText: null,
    });
  });

  it('sends nothing for a blank term and goes back to idle', async () => {
    const { actor, searchFake } = startSearch();
    actor.send({ type: 'search.termChanged', term: 'acme' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('results')).toBe(true);
    actor.send({ type: 'search.termChanged', term: '   ' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(searchFake).toHaveBeenCalledTimes(1);
    expect(selectSearchPanel(actor.getSnapshot())).toEqual({ term: '   ', status: 'idle', results: [], emptyText: null });
  });

  it('shows No search results for an empty answer', async () => {
    const { actor } = startSearch(async () => []);
    actor.send({ type: 'search.termChanged', term: 'zzz' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('empty')).toBe(true);
    expect(selectSearchPanel(actor.getSnapshot())).toMatchObject({ status: 'empty', emptyText: 'No search results' });
  });

  it('drops the older request when a newer term arrives', async () => {
    const signals: AbortSignal[] = [];
    const { actor, searchFake } = startSearch((input, signal) => {
      signals.push(signal);
      return input.query === 'old' ? new Promise<SearchResult[]>(() => {}) : Promise.resolve([venue]);
    });
    actor.send({ type: 'search.termChanged', term: 'old' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'search.termChanged', term: 'new' });
    expect(signals[0]?.aborted).toBe(true);
    expect(actor.getSnapshot().matches('debouncing')).toBe(true);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(searchFake).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.results).toEqual([venue]);
  });

  it('goes to failed on error and retries the same term', async () => {
    let fail = true;
    const { actor, searchFake } = startSearch(async () => {
      if (fail) throw new Error('500');
      return [client];
    });
    actor.send({ type: 'search.termChanged', term: 'acme' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(selectSearchPanel(actor.getSnapshot()).status).toBe('error');
    expect(actor.getSnapshot().context.error).toBeInstanceOf(Error);
    fail = false;
    actor.send({ type: 'search.retry' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('results')).toBe(true);
    expect(searchFake).toHaveBeenLastCalledWith({ query: 'acme' }, expect.any(AbortSignal));
  });

  it.each([
    [client, '/clients/11111111-1111-4111-8111-111111111111'],
    [venue, '/clients/11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222'],
  ])('selecting a result clears the term and navigates to %s', async (result, path) => {
    const { actor, navigate } = startSearch();
    actor.send({ type: 'search.termChanged', term: 'acme' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'search.select', result });
    expect(navigate).toHaveBeenCalledWith(path);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ term: '', results: [], error: null });
  });

  it('ignores a venue result without a client id', () => {
    const { actor, navigate } = startSearch();
    const orphan: SearchResult = { id: venue.id, type: 'Venue', name: 'Orphan' };
    expect(searchResultPath(orphan)).toBeNull();
    actor.send({ type: 'search.termChanged', term: 'orphan' });
    actor.send({ type: 'search.select', result: orphan });
    expect(navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.term).toBe('orphan');
  });
});
