import type { Play } from '../../contract/fleet/plays.ts';
import type { PlayQueue } from './playUpload.ts';

/**
 * The plays waiting for upload, in IndexedDB (issue 22): they outlive a reload, a restart and days
 * offline. Plain IndexedDB in this one module (a library would cost the player's bundle more than
 * these few calls). Without IndexedDB (a private window) plays are simply not kept.
 */
const DB_NAME = 'player-plays';
const STORE = 'plays';
const BY_DISPLAY = 'displayId';

let opened: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex(BY_DISPLAY, 'displayId');
    };
    request.onsuccess = () => resolve(request.result);
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

/** Adds a finished play (a play already queued stays as it was). */
export async function queuePlay(play: Play): Promise<void> {
  await inTransaction('readwrite', (store) => {
    store.put(play);
  });
}

export const indexedDbPlayQueue: PlayQueue = {
  async take(displayId, limit) {
    return (await inTransaction<Play[]>('readonly', (store) => store.index(BY_DISPLAY).getAll(displayId, limit))) ?? [];
  },
  async remove(ids) {
    await inTransaction('readwrite', (store) => {
      for (const id of ids) store.delete(id);
    });
  },
};
