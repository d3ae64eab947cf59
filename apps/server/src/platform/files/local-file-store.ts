import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, FileMissingError, type FileStore, type LocalCopy, type OpenFile } from './files.ts';

/** Where files are written before they are moved under their key; no key starts with a dot. */
const SCRATCH = '.scratch';

/**
 * A folder on this machine, or a volume every node mounts: the configured
 * FILES_DIR (config.ts). Files are written beside their place and renamed
 * into it, so a reader never sees half of one.
 */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, checkKey(key));
  }

  /** Runs a file-system call, telling a missing file apart from other failures. */
  private async found<T>(key: string, call: (file: string) => Promise<T>): Promise<T> {
    try {
      return await call(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileMissingError(key);
      throw error;
    }
  }

  write(key: string, data: Buffer): Promise<void> {
    return this.produce(key, (file) => writeFile(file, data));
  }

  async produce<T>(key: string, writeTo: (file: string) => Promise<T>): Promise<T> {
    const target = this.pathOf(key);
    const scratch = path.join(this.root, SCRATCH, `${randomUUID()}${path.extname(key)}`);
    await mkdir(path.dirname(scratch), { recursive: true });
    try {
      const result = await writeTo(scratch);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(scratch, target);
      return result;
    } finally {
      await rm(scratch, { force: true });
    }
  }

  read(key: string): Promise<Buffer> {
    return this.found(key, (file) => readFile(file));
  }

  async open(key: string): Promise<OpenFile> {
    // Opened now, so a missing file is this call's error rather than the stream's.
    const handle = await this.found(key, (file) => open(file, 'r'));
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw new FileMissingError(key);
      return { stream: handle.createReadStream(), size: stats.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async localCopy(key: string): Promise<LocalCopy> {
    // The file itself: nothing to copy or release.
    await this.size(key);
    return { path: this.pathOf(key), release: async () => undefined };
  }

  exists(key: string): Promise<boolean> {
    return this.size(key).then(
      () => true,
      (error: unknown) => {
        if (error instanceof FileMissingError) return false;
        throw error;
      },
    );
  }

  async size(key: string): Promise<number> {
    const stats = await this.found(key, (file) => stat(file));
    if (!stats.isFile()) throw new FileMissingError(key);
    return stats.size;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async close(): Promise<void> {}
}
