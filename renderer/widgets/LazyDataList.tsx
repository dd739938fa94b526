import { Suspense, use } from 'react';
import type { LiveReading } from '../liveValues.tsx';
import { textStyleOf } from '../textStyle.ts';
import { lazyModule } from './lazyModule.ts';
// Types only: the module itself is imported dynamically below.
import type * as DataListViewModule from './DataListView.tsx';

type Config = Readonly<Record<string, string>>;

/**
 * The data list widget's drawing (its table, its ticker, its rules): loaded the first time a layout
 * has a data list, not with the player's first download (its budget is tight). The player loads it
 * while it prepares such a layout (loadLayoutWidgets), and its service worker keeps it once fetched
 * (player/sw.ts), so a screen that restarts offline still draws it.
 */
const dataListView = lazyModule<typeof DataListViewModule>(() => import('./DataListView.tsx'));
export const loadDataListView = dataListView.load;

/**
 * While the code loads (or if it cannot): the fallback text, as a data list draws when it has no
 * fresh value. Never a row it cannot vouch for.
 */
function DataListLoading({ config }: { config: Config }) {
  return (
    <div data-widget="data-list" aria-busy="true" style={{ ...textStyleOf(config), display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
      <span>{config.fallbackText ?? ''}</span>
    </div>
  );
}

interface DataListWidgetProps {
  config: Config;
  /** The provider's reading of the widget's field. */
  live: LiveReading;
  /** A still thumbnail: a frozen sample instead of the live rows. */
  still: boolean;
}

function LoadedDataList(props: DataListWidgetProps) {
  const module = dataListView.loaded() ?? use(loadDataListView());
  return module ? <module.DataListWidgetView {...props} /> : <DataListLoading config={props.config} />;
}

/** A data list widget: drawn at once when its code is loaded, else the fallback text until it is. */
export function DataListWidget(props: DataListWidgetProps) {
  const loaded = dataListView.loaded();
  if (loaded) return <loaded.DataListWidgetView {...props} />;
  return (
    <Suspense fallback={<DataListLoading config={props.config} />}>
      <LoadedDataList {...props} />
    </Suspense>
  );
}
