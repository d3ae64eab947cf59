import type { Readable } from 'node:stream';

/**
 * Where generated and uploaded files live (export results, uploads waiting
 * for their import, error files). Keys are opaque relative names chosen by
 * the caller. The embedded implementation is a local folder; production
 * installations with several nodes point it at a shared volume
 * (docs/design/transfer.md).
 */
export interface FileStore {
  /** Absolute path of a key, for libraries that write or read files by name (ExcelJS streaming). */
  pathOf(key: string): string;
  /** Creates the folder a key lives in, so a writer can open it. */
  prepare(key: string): Promise<string>;
  write(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  open(key: string): Readable;
  exists(key: string): Promise<boolean>;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
}
