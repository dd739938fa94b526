import { beforeEach } from 'vitest';
import { journeyStarted, reportIfJourneyFailed } from './chromium.ts';

// A journey that fails prints what its open pages showed (chromium.ts reportIfJourneyFailed):
// before a context of its closes, or once it has failed when its file keeps them open.
beforeEach(({ task, onTestFailed }) => {
  journeyStarted(task);
  onTestFailed(() => reportIfJourneyFailed());
});
