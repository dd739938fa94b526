import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { LiveValuesProvider } from '../../../renderer/liveValues.tsx';
import { dataSourcesQuery } from '../../api/dataSources.ts';
import { liveLookupOf } from './liveLookup.ts';

/** The editor's canvas and previews draw data value widgets with the portal's current values, read again every few seconds (ages as of that read). */
export function EditorLiveValues({ children }: { children: ReactNode }) {
  const query = useQuery(dataSourcesQuery());
  const { data, dataUpdatedAt } = query;
  const lookup = useMemo(() => liveLookupOf(data?.items ?? [], dataUpdatedAt), [data, dataUpdatedAt]);
  return <LiveValuesProvider lookup={lookup}>{children}</LiveValuesProvider>;
}
