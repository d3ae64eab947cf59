import { mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import S3rver from 's3rver';
import type { Config } from '../src/config.ts';
import type { S3Settings } from '../src/platform/files/s3-file-store.ts';

export interface TestS3 {
  /** For S3FileStore, under a key prefix of its own. */
  settings(prefix?: string): S3Settings;
  /** Configuration that puts an API's files in this server's bucket. */
  config(prefix?: string): Partial<Config>;
  close(): Promise<void>;
}

const BUCKET = 'onehall-test';
// s3rver's one account.
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3-compatible server in this process on a free port, its objects in a temporary folder removed on close. */
export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'onehall-test-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: BUCKET }] });
  awaitWholeFiles(server);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (prefix = ''): S3Settings => ({ endpoint, region: 'us-east-1', bucket: BUCKET, ...KEYS, forcePathStyle: true, prefix });
  return {
    settings,
    config: (prefix = '') => ({
      FILE_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: prefix,
    }),
    close: async () => {
      // Clients' kept-alive connections would hold the close open.
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * s3rver answers a PUT when its hashing stream ends, before its file stream has written every byte, and takes an
 * object's length from its file: on a loaded machine a HEAD or GET just after read a short object (a 70,000-byte
 * file as 65,536). S3 itself reads back what it acknowledged, so the answer here waits for the whole file.
 */
function awaitWholeFiles(server: S3rver): void {
  const { store } = server;
  const put = store.putObject.bind(store);
  store.putObject = async (object) => {
    const written = await put(object);
    const file = store.getResourcePath(object.bucket, object.key, 'object');
    while ((await stat(file)).size < written.size) await sleep(1);
    return written;
  };
}
