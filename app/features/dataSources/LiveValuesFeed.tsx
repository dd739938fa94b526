import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveValueLookup } from '../../../renderer/liveValues.tsx';
import { dataSourcesQuery } from '../../api/dataSources.ts';
import { liveLookupOf } from './liveLookup.ts';

/** Reads the data sources every few seconds and hands their values on as a lookup (ages as of each read). Draws nothing. */
export function LiveValuesFeed({ onLookup }: { onLookup: (lookup: LiveValueLookup) => void }) {
  const { data, dataUpdatedAt } = useQuery(dataSourcesQuery());
  useEffect(() => {
    if (data) onLookup(liveLookupOf(data.items, dataUpdatedAt));
  }, [data, dataUpdatedAt, onLookup]);
  return null;
}
