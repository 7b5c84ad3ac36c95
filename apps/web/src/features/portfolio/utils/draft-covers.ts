/**
 * The cover file of a draft, kept in IndexedDB (localStorage holds text only): after a session
 * ends or the tab closes, the chosen picture comes back with the rest of the form.
 */
const DATABASE = 'pm-drafts';
const STORE = 'covers';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inStore(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest,
): Promise<unknown> {
  const db = await openDatabase();
  try {
    return await new Promise<unknown>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = use(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

/** Keeps `file` as the draft's cover, or forgets it (null). Resolves false when it could not. */
export async function keepDraftCover(key: string, file: File | null): Promise<boolean> {
  try {
    await inStore('readwrite', (store) => (file ? store.put(file, key) : store.delete(key)));
    return true;
  } catch {
    return false;
  }
}

/** The draft's cover, or undefined when none was kept (or the browser lost or refuses it). */
export async function loadDraftCover(key: string): Promise<File | undefined> {
  try {
    const file = await inStore('readonly', (store) => store.get(key));
    return file instanceof File ? file : undefined;
  } catch {
    return undefined;
  }
}
