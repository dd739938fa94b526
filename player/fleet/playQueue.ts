import type { Play } from '../../contract/fleet/plays.ts';
import { dropOldestBeyondCap, type CappedPlayQueue } from './playQueueCap.ts';
import type { PlayQueue } from './playUpload.ts';

/**
 * The plays waiting for upload, in IndexedDB: they outlive a reload, a restart and days
 * offline. Plain IndexedDB in this one module (a library would cost the player's bundle more than
 * these few calls). Without IndexedDB (a private window) plays are simply not kept. Each display
 * keeps at most its cap of plays (playQueueCap.ts), the oldest going first, and counts them.
 */
const DB_NAME = 'player-plays';
/** 2: the index by display and start, to find the oldest plays beyond the cap. 3: the count of dropped plays. */
const DB_VERSION = 3;
const STORE = 'plays';
/** Per display (its key), how many plays the cap dropped since this queue began: `{ displayId, count }`. */
const DROPPED = 'dropped';
const BY_DISPLAY = 'displayId';
const BY_DISPLAY_AND_START = 'displayIdStartedUtc';

let opened: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = (event) => {
      // From version 1 the queued plays stay: only the new index and store are added in place.
      const store = event.oldVersion < 1 ? request.result.createObjectStore(STORE, { keyPath: 'id' }) : request.transaction!.objectStore(STORE);
      if (event.oldVersion < 1) store.createIndex(BY_DISPLAY, 'displayId');
      if (event.oldVersion < 2) store.createIndex(BY_DISPLAY_AND_START, ['displayId', 'startedUtc']);
      // Plays dropped before version 3 were not counted: the count starts at 0.
      if (event.oldVersion < 3) request.result.createObjectStore(DROPPED, { keyPath: 'displayId' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer player in another window upgrades the database: let it, and open again next time.
      db.onversionchange = () => {
        db.close();
        opened = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open.'));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/**
 * Runs `work` in one transaction over `stores` (the plays unless told; `work` gets the first, and
 * the transaction for the others) and resolves with its result once the transaction commits.
 */
async function inTransaction<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore, transaction: IDBTransaction) => IDBRequest<T> | void,
  stores: string[] = [STORE],
): Promise<T | undefined> {
  const db = await openDb();
  return new Promise<T | undefined>((resolve, reject) => {
    const transaction = db.transaction(stores, mode);
    const request = work(transaction.objectStore(stores[0] ?? STORE), transaction);
    transaction.oncomplete = () => resolve(request ? request.result : undefined);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed.'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted.'));
  });
}

/** Adds a finished play (a play already queued stays as it was), then holds its display to the cap. */
export async function queuePlay(play: Play): Promise<void> {
  await inTransaction('readwrite', (store) => {
    store.put(play);
  });
  await dropOldestBeyondCap(indexedDbPlayQueue, play.displayId);
}

/** startedUtc is ISO 8601 in UTC (`toISOString`), so its text sorts as its time. */
const startsOf = (displayId: string) => IDBKeyRange.bound([displayId, ''], [displayId, '\uffff']);

export const indexedDbPlayQueue: PlayQueue & CappedPlayQueue = {
  async take(displayId, limit) {
    return (await inTransaction<Play[]>('readonly', (store) => store.index(BY_DISPLAY).getAll(displayId, limit))) ?? [];
  },
  async count(displayId) {
    return (await inTransaction<number>('readonly', (store) => store.index(BY_DISPLAY).count(displayId))) ?? 0;
  },
  async oldest(displayId, limit) {
    const keys = await inTransaction<IDBValidKey[]>('readonly', (store) => store.index(BY_DISPLAY_AND_START).getAllKeys(startsOf(displayId), limit));
    return (keys ?? []).map(String);
  },
  async remove(ids) {
    await inTransaction('readwrite', (store) => {
      for (const id of ids) store.delete(id);
    });
  },
  async drop(displayId, ids) {
    let found = 0;
    await inTransaction(
      'readwrite',
      (plays, transaction) => {
        const counts = transaction.objectStore(DROPPED);
        let pending = ids.length;
        // Only the plays still queued count (another drop may have taken some); then the total grows
        // by them, in this transaction.
        const count = () => {
          if (found === 0) return;
          const read = counts.get(displayId);
          read.onsuccess = () => counts.put({ displayId, count: droppedCountOf(read.result) + found });
        };
        for (const id of ids) {
          const key = plays.getKey(id);
          key.onsuccess = () => {
            if (key.result !== undefined) {
              plays.delete(id);
              found += 1;
            }
            pending -= 1;
            if (pending === 0) count();
          };
        }
      },
      [STORE, DROPPED],
    );
    return found;
  },
};

const droppedCountOf = (record: unknown): number => (record as { count?: number } | undefined)?.count ?? 0;

/** How many of the display's plays the cap dropped since this queue began (0 without IndexedDB's record). */
export async function droppedPlays(displayId: string): Promise<number> {
  return droppedCountOf(await inTransaction<unknown>('readonly', (dropped) => dropped.get(displayId), [DROPPED]));
}
