import type { Play } from '../../contract/fleet/plays.ts';
import { dropOldestBeyondCap, type CappedPlayQueue } from './playQueueCap.ts';
import type { PlayQueue } from './playUpload.ts';

/**
 * The plays waiting for upload, in IndexedDB (issue 22): they outlive a reload, a restart and days
 * offline. Plain IndexedDB in this one module (a library would cost the player's bundle more than
 * these few calls). Without IndexedDB (a private window) plays are simply not kept. Each display
 * keeps at most its cap of plays (playQueueCap.ts), the oldest going first.
 */
const DB_NAME = 'player-plays';
/** 2: the index by display and start, to find the oldest plays beyond the cap. */
const DB_VERSION = 2;
const STORE = 'plays';
const BY_DISPLAY = 'displayId';
const BY_DISPLAY_AND_START = 'displayIdStartedUtc';

let opened: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = (event) => {
      // From version 1 the queued plays stay: only the new index is added (and filled) in place.
      const store = event.oldVersion < 1 ? request.result.createObjectStore(STORE, { keyPath: 'id' }) : request.transaction!.objectStore(STORE);
      if (event.oldVersion < 1) store.createIndex(BY_DISPLAY, 'displayId');
      if (event.oldVersion < 2) store.createIndex(BY_DISPLAY_AND_START, ['displayId', 'startedUtc']);
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

/** Runs `work` in one transaction and resolves with its result once the transaction commits. */
async function inTransaction<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await openDb();
  return new Promise<T | undefined>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
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
};
