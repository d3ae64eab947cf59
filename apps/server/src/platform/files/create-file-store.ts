import type { Config } from '../../config.ts';
import type { FileStore } from './files.ts';
import { LocalFileStore } from './local-file-store.ts';

/**
 * The file store FILE_STORE names. The S3 client is loaded only when used:
 * an embedded installation never needs it. An unusable bucket fails the start.
 */
export async function createFileStore(config: Config): Promise<FileStore> {
  if (config.FILE_STORE === 'local') return new LocalFileStore(config.FILES_DIR);
  const { S3FileStore } = await import('./s3-file-store.ts');
  const store = new S3FileStore({
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    region: config.S3_REGION,
    // config.ts refuses FILE_STORE=s3 without these.
    bucket: config.S3_BUCKET as string,
    accessKeyId: config.S3_ACCESS_KEY_ID as string,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
  try {
    await store.check();
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
