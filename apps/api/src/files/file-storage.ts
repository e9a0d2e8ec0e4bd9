/**
 * Where uploaded files live (decision 0039): a small interface with a local sandbox adapter (the default, files in
 * the data directory) and an S3-compatible adapter for production (AWS S3, Cloudflare R2, MinIO …), chosen by
 * configuration (`file-config.ts`). Keys are ours (`orders/{orderId}/{uuid}`), never a client's file name.
 */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when the key holds none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are built by the code (`a-z0-9`, `/`, `-`, `.`, `_`): nothing can climb out of the storage root. */
const KEY = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split("/").some((part) => part === "." || part === "..") || key.length > 500) {
    throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
  }
}
