import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * `app-rooms/queries-declared-once` (eslint.config.js, docs/architecture.md#inside-app): a server query's key,
 * fetch and stale time are written once, in its app/api/ module; a screen or hook uses that declaration.
 * The snippets below are the spellings the app had before the rule (each a second declaration of a
 * query already declared in app/api/); `npm run lint` keeps the real files, this keeps the rule.
 */
const root = join(dirname(new URL(import.meta.url).pathname), '..', '..');
const eslint = new ESLint({ cwd: root });

async function findings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'app-rooms/queries-declared-once').map((message) => message.message);
}

const header = `import { useQuery, useQueryClient } from '@tanstack/react-query';
import { activityKeys, fetchActivityPage, HISTORY_SIZE } from '../../api/activity.ts';
import { fetchFleetDisplay, fleetKeys, fleetDisplayQuery } from '../../api/fleet.ts';
`;

describe('app-rooms/queries-declared-once', () => {
  // The first lint loads eslint.config.js and its plugins (seconds on a busy machine): once, before the cases.
  beforeAll(() => eslint.lintText('', { filePath: join(root, 'app/api/warm.ts') }), 60_000);

  it('refuses a key array, a key made from a factory, and a fetch paired with a key outside app/api/', async () => {
    const code = `${header}
export function useOld(displayId: string, term: string) {
  const queryClient = useQueryClient();
  const recent = useQuery({ queryKey: [...activityKeys.list({}), 'home'], queryFn: ({ signal }) => fetchActivityPage({}, 0, signal, HISTORY_SIZE) });
  const found = useQuery({ queryKey: ['search', 'takeover-reach', term], enabled: term !== '' });
  const display = useQuery({ queryKey: fleetKeys.display(displayId), queryFn: ({ signal }) => fetchFleetDisplay(displayId, signal) });
  queryClient.setQueryData(['auth', 'security-settings'], {});
  return [recent, found, display];
}
`;
    const messages = await findings('app/features/home/useOld.ts', code);
    // The home key (spread and array), its fetch, the search key, the display's fetch, setQueryData's array.
    expect(messages).toHaveLength(6);
    expect(messages.every((message) => message.startsWith('docs/architecture.md#inside-app: a server query is declared once'))).toBe(true);
  });

  it('lets a screen use the declaration, add options and invalidate by the key factory', async () => {
    const code = `${header}
export function useNew(displayId: string) {
  const queryClient = useQueryClient();
  const display = useQuery({ ...fleetDisplayQuery(displayId), refetchInterval: 15_000 });
  void queryClient.invalidateQueries({ queryKey: fleetKeys.display(displayId) });
  queryClient.setQueryData(fleetDisplayQuery(displayId).queryKey, undefined);
  return display;
}
`;
    expect(await findings('app/routes/fleet/NewRoute.tsx', code)).toEqual([]);
  });

  it('leaves app/api/, where the declarations live, alone', async () => {
    const code = `import { queryOptions } from '@tanstack/react-query';
export const pingKeys = { all: ['ping'] as const, one: (id: string) => [...pingKeys.all, id] as const };
export const pingQuery = (id: string) => queryOptions({ queryKey: pingKeys.one(id), queryFn: async () => id, staleTime: 1_000 });
`;
    expect(await findings('app/api/ping.ts', code)).toEqual([]);
  });
});
