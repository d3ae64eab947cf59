import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../../test/s3-server.ts';
import { loadConfig } from '../../config.ts';
import { createFileStore } from './create-file-store.ts';
import { FileMissingError, type FileStore } from './files.ts';
import { LocalFileStore } from './local-file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

const keys = { TOKEN_SECRET: 't'.repeat(32), SIGNING_SECRET: 's'.repeat(32) };

/** `bytes` of a repeating pattern, made a MiB at a time. */
function pattern(bytes: number): Readable {
  const mib = Buffer.alloc(1 << 20, 'onehall-');
  let left = bytes;
  return new Readable({
    read() {
      const n = Math.min(left, mib.length);
      left -= n;
      this.push(n > 0 ? mib.subarray(0, n) : null);
    },
  });
}

// Collected on demand, so that what is measured is what a stream still holds, not garbage.
v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const buffered = () => {
  gc();
  return process.memoryUsage().arrayBuffers;
};

/** Reads a stream to its end, counting its bytes and the most memory its buffers held meanwhile. */
async function drain(stream: Readable): Promise<{ bytes: number; peakGrowth: number }> {
  const before = buffered();
  let peak = before;
  let bytes = 0;
  let chunks = 0;
  for await (const chunk of stream) {
    bytes += (chunk as Buffer).length;
    if (++chunks % 64 === 0) peak = Math.max(peak, buffered());
  }
  return { bytes, peakGrowth: peak - before };
}

/** What every FileStore does, whatever keeps its bytes. */
function contract(name: string, make: () => Promise<{ store: FileStore; close(): Promise<void> }>) {
  describe(`the ${name} file store`, () => {
    let store: FileStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await make());
    }, 60_000);
    afterAll(() => close?.());

    it('should keep bytes under a key and give them back whole, as a stream with their size and as a local file', async () => {
      const data = Buffer.from('部门编码,排序\n');
      await store.write('exports/a.csv', data);
      expect(await store.exists('exports/a.csv')).toBe(true);
      expect(await store.size('exports/a.csv')).toBe(data.length);
      expect(await store.read('exports/a.csv')).toEqual(data);
      const opened = await store.open('exports/a.csv');
      expect(opened.size).toBe(data.length);
      expect((await drain(opened.stream)).bytes).toBe(data.length);
      const copy = await store.localCopy('exports/a.csv');
      expect(readFileSync(copy.path)).toEqual(data);
      await copy.release();
      // A released copy never takes the stored file with it.
      expect(await store.read('exports/a.csv')).toEqual(data);

      await store.write('exports/a.csv', Buffer.from('new'));
      expect((await store.read('exports/a.csv')).toString()).toBe('new');
    });

    it('should store what a writer wrote to its file only once it succeeded, and leave no file behind either way', async () => {
      let written = '';
      const answer = await store.produce('errors/b.xlsx', async (file) => {
        written = file;
        expect(path.extname(file)).toBe('.xlsx');
        await writeFile(file, 'sheet');
        return 42;
      });
      expect(answer).toBe(42);
      expect((await store.read('errors/b.xlsx')).toString()).toBe('sheet');
      expect(existsSync(written)).toBe(false);

      await expect(
        store.produce('errors/c.xlsx', async (file) => {
          written = file;
          await writeFile(file, 'half');
          throw new Error('disk full');
        }),
      ).rejects.toThrow('disk full');
      expect(await store.exists('errors/c.xlsx')).toBe(false);
      expect(existsSync(written)).toBe(false);
    });

    it('should tell a missing key apart: reads fail with FileMissingError, exists says no, remove does nothing', async () => {
      await expect(store.read('no/such.xlsx')).rejects.toBeInstanceOf(FileMissingError);
      await expect(store.open('no/such.xlsx')).rejects.toBeInstanceOf(FileMissingError);
      await expect(store.size('no/such.xlsx')).rejects.toBeInstanceOf(FileMissingError);
      await expect(store.localCopy('no/such.xlsx')).rejects.toBeInstanceOf(FileMissingError);
      expect(await store.exists('no/such.xlsx')).toBe(false);
      await store.remove('no/such.xlsx');

      await store.write('uploads/d.xls', Buffer.from('x'));
      await store.remove('uploads/d.xls');
      expect(await store.exists('uploads/d.xls')).toBe(false);
      await expect(store.read('uploads/d.xls')).rejects.toBeInstanceOf(FileMissingError);
    });

    it('should refuse a key that could reach outside its place', async () => {
      for (const key of ['../secrets.json', '/etc/passwd', 'a/../../b', 'a//b', '.scratch/x', 'a/', '']) {
        await expect(store.write(key, Buffer.from('x'))).rejects.toThrow('Invalid file key');
        await expect(store.read(key)).rejects.toThrow('Invalid file key');
        await expect(store.exists(key)).rejects.toThrow('Invalid file key');
      }
    });

    it('should stream a large file both ways without holding it in memory', async () => {
      const bytes = 96 << 20;
      await store.produce('exports/large.xlsx', (file) => pipeline(pattern(bytes), createWriteStream(file)));
      expect(await store.size('exports/large.xlsx')).toBe(bytes);
      const opened = await store.open('exports/large.xlsx');
      expect(opened.size).toBe(bytes);
      const read = await drain(opened.stream);
      expect(read.bytes).toBe(bytes);
      // Held whole it would be 96 MiB at once; streamed, a few chunks at a time.
      expect(read.peakGrowth).toBeLessThan(32 << 20);
      await store.remove('exports/large.xlsx');
    }, 120_000);
  });
}

contract('local', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'onehall-files-'));
  return {
    store: new LocalFileStore(dir),
    close: async () => {
      // Every file written through a scratch file was moved out of it or removed.
      expect(readdirSync(path.join(dir, '.scratch'))).toEqual([]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

let s3: TestS3 | undefined;
const startS3 = async () => {
  s3 ??= await startTestS3();
  return s3;
};
afterAll(() => s3?.close());

contract('S3', async () => {
  const store = new S3FileStore((await startS3()).settings('contract/'));
  await store.check();
  return { store, close: () => store.close() };
});

describe('choosing the file store', () => {
  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATABASE_URL: ':memory:', ...keys, ...env });

  it('should be the files folder unless FILE_STORE says s3, and refuse any other store', () => {
    expect(config({}).FILE_STORE).toBe('local');
    expect(() => config({ FILE_STORE: 'nfs' })).toThrow('FILE_STORE');
  });

  it('should refuse object storage without its bucket and keys, naming each', () => {
    expect(() => config({ FILE_STORE: 's3' })).toThrow(
      /S3_BUCKET: required with FILE_STORE=s3\n {2}S3_ACCESS_KEY_ID: required with FILE_STORE=s3\n {2}S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => config({ FILE_STORE: 's3', S3_BUCKET: 'Bad_Bucket', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toThrow(
      'S3_BUCKET',
    );
    expect(() => config({ S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT');
  });

  it('should address the bucket by path with an endpoint of its own, and end a key prefix with one slash', () => {
    const s3 = { FILE_STORE: 's3', S3_BUCKET: 'onehall', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(config(s3)).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false, S3_PREFIX: '' });
    expect(config({ ...s3, S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: 'campus/onehall' })).toMatchObject({
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: 'campus/onehall/',
    });
    expect(config({ ...s3, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false', S3_PREFIX: 'x/' })).toMatchObject({
      S3_FORCE_PATH_STYLE: false,
      S3_PREFIX: 'x/',
    });
    expect(() => config({ ...s3, S3_PREFIX: '../up' })).toThrow('S3_PREFIX');
  });

  it('should stop the start with the reason when the bucket cannot be used', async () => {
    const { S3_BUCKET: _, ...settings } = (await startS3()).config();
    const base = config({});
    await expect(createFileStore({ ...base, ...settings, S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(
      'Cannot use the S3 bucket no-such-bucket: no such bucket',
    );
    await expect(createFileStore({ ...base, ...settings, S3_BUCKET: 'onehall-test', S3_ACCESS_KEY_ID: 'nobody' })).rejects.toThrow(
      'Cannot use the S3 bucket onehall-test: refused (HTTP 403); check S3_ACCESS_KEY_ID',
    );
    const store = await createFileStore({ ...base, ...(await startS3()).config() });
    expect(store).toBeInstanceOf(S3FileStore);
    await store.close();
  });
});
