// The part of s3rver's API the tests use (it ships no types).
declare module 's3rver' {
  import type { Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  }

  interface StoredObject {
    bucket: string;
    key: string;
  }

  /** Its objects on disk, one file each. */
  interface FilesystemStore {
    putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
    getResourcePath(bucket: string, key: string, resource: 'object'): string;
  }

  class S3rver {
    constructor(options: S3rverOptions);
    httpServer: Server;
    store: FilesystemStore;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
  export default S3rver;
}
