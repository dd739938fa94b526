import { useSearchParams } from 'react-router';

/**
 * Filters kept in the address, so that a filtered page can be bookmarked, shared or linked to: the
 * named parameters as fields, and a setter that writes the filled ones in their order in place of
 * the history entry (Back leaves the page rather than undoing each change). Parameters it does not
 * name (an entity a History link chose) stay as they are.
 */
export function useAddressFields<Key extends string>(
  keys: readonly Key[],
): [Partial<Record<Key, string>>, (next: Partial<Record<Key, string | undefined>>) => void] {
  const [params, setParams] = useSearchParams();
  const fields: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null) fields[key] = value;
  }
  const setFields = (next: Partial<Record<Key, string | undefined>>) => {
    const search = new URLSearchParams();
    for (const key of keys) {
      const value = next[key];
      if (value) search.set(key, value);
    }
    for (const [key, value] of params) if (!(keys as readonly string[]).includes(key)) search.append(key, value);
    setParams(search, { replace: true });
  };
  return [fields, setFields];
}
