import type { DeviceDay } from '../../contract/deviceDay.ts';
import { EMPTY_OPEN_HOURS } from '../../contract/openHours.ts';

/**
 * A display's week as the server answers it with nothing scheduled: stamped with the server's time
 * `serverMs`, valid for seven days from `fromMs` (by default the same instant).
 */
export function emptyWeek(displayId: string, serverMs: number, fromMs = serverMs): DeviceDay {
  return {
    displayId,
    displayAssetId: null,
    timeZone: 'Australia/Sydney',
    openHours: EMPTY_OPEN_HOURS,
    entries: [],
    takeovers: [],
    playlists: {},
    layouts: {},
    serverTimeUtc: new Date(serverMs).toISOString(),
    validFromUtc: new Date(fromMs).toISOString(),
    validToUtc: new Date(fromMs + 7 * 86_400_000).toISOString(),
    version: 'v1',
  };
}
