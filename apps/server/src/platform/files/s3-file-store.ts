import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkKey, FileMissingError, type FileStore, type LocalCopy, type OpenFile } from './files.ts';

export interface S3Settings {
  /** Unset for AWS S3 itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Empty or ending in `/`. */
  prefix: string;
}

/** S3 answers 404 with NoSuchKey to GET and with a bare NotFound to HEAD. */
const missing = (error: unknown) =>
  (error as { name?: string }).name === 'NoSuchKey' ||
  (error as { name?: string }).name === 'NotFound' ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * A bucket of S3-compatible object storage (AWS S3, MinIO, Ceph): what every
 * node and worker of a production installation reaches alike. Downloads
 * stream from GetObject as the client reads them; files written through a
 * path are written to this machine's temporary folder first, then sent.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix;
    this.client = new S3Client({
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // The SDK's default checksums (CRC32 trailers on every upload) are not understood by
      // every S3-compatible server; checksums are sent where S3 itself requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: {
        // An unreachable store fails a call in seconds rather than hanging it. No read time-out:
        // a download streams only as fast as its client reads.
        connectionTimeout: 5_000,
        // Each download holds a connection for as long as it streams.
        httpAgent: { keepAlive: true, maxSockets: 256 },
        httpsAgent: { keepAlive: true, maxSockets: 256 },
      },
    });
  }

  private objectKey(key: string): string {
    return this.prefix + checkKey(key);
  }

  /** Fails the start with a clear reason when the bucket cannot be reached with these keys. */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket })).catch((error: unknown) => {
      // HEAD answers carry no body, so S3 says only its status.
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      const reason =
        status === 404
          ? 'no such bucket'
          : status === 403 || status === 400
            ? `refused (HTTP ${status}); check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_REGION`
            : error instanceof Error
              ? error.message
              : String(error);
      throw new Error(`Cannot use the S3 bucket ${this.bucket}: ${reason}`, { cause: error });
    });
  }

  async write(key: string, data: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Body: data, ContentLength: data.length }));
  }

  async produce<T>(key: string, writeTo: (file: string) => Promise<T>): Promise<T> {
    const objectKey = this.objectKey(key);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'onehall-'));
    const file = path.join(dir, `${randomUUID()}${path.extname(key)}`);
    try {
      const result = await writeTo(file);
      const { size } = await stat(file);
      // Streamed from the file with its length known: one PUT, never the whole file in memory (S3 allows 5 GB).
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: objectKey, Body: createReadStream(file), ContentLength: size }),
      );
      return result;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async get(key: string): Promise<OpenFile> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      // In Node the body is the response itself, an IncomingMessage.
      return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (missing(error)) throw new FileMissingError(key);
      throw error;
    }
  }

  async read(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of (await this.get(key)).stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  open(key: string): Promise<OpenFile> {
    return this.get(key);
  }

  async localCopy(key: string): Promise<LocalCopy> {
    const { stream } = await this.get(key);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'onehall-'));
    const release = () => rm(dir, { recursive: true, force: true });
    const file = path.join(dir, path.basename(key));
    try {
      await pipeline(stream, createWriteStream(file));
    } catch (error) {
      await release();
      throw error;
    }
    return { path: file, release };
  }

  exists(key: string): Promise<boolean> {
    return this.size(key).then(
      () => true,
      (error: unknown) => {
        // A store that cannot be reached is an error, not an absent file.
        if (error instanceof FileMissingError) return false;
        throw error;
      },
    );
  }

  async size(key: string): Promise<number> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (missing(error)) throw new FileMissingError(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    // Deleting a missing object succeeds.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
