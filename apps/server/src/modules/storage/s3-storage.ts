import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import { assertSafeKey, keysOf, LIST_PAGE_SIZE, type Storage, StorageUnavailableError } from './storage.ts';

type S3Settings = Extract<Config['storage'], { kind: 's3' }>;

/**
 * Covers and published sites in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), through
 * the official client. A PUT replaces an object whole, so readers never see half a file. Network
 * failures and the service's own 5xx answers become StorageUnavailableError (a 503 for the user);
 * a missing key is `undefined`, as on disk.
 */
export function createS3Storage(settings: S3Settings): Storage {
  const client = clientOf(settings);
  const Bucket = settings.bucket;
  const call = <T>(work: () => Promise<T>) => reachBucket(Bucket, work);

  /**
   * The listing's own pages (ListObjectsV2 returns 1 000 keys at most), each asked to start after the
   * last key of the one before: keys come in order, and a walk that removes keys as it goes (the
   * sweep) needs nothing kept by the store between pages.
   */
  async function* pages(prefix: string, pageSize = LIST_PAGE_SIZE): AsyncGenerator<string[]> {
    assertSafeKey(prefix);
    let StartAfter: string | undefined;
    for (;;) {
      const page = await call(() =>
        client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, StartAfter, MaxKeys: pageSize })),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      if (keys.length > 0) yield keys;
      if (!page.IsTruncated || keys.length === 0) return;
      StartAfter = keys.at(-1);
    }
  }

  async function read<T>(key: string, use: (bytes: Buffer) => T): Promise<T | undefined> {
    assertSafeKey(key);
    let bytes: Buffer;
    try {
      const object = await call(() => client.send(new GetObjectCommand({ Bucket, Key: key })));
      const body = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
    return use(bytes);
  }

  return {
    async put(key, data, contentType) {
      assertSafeKey(key);
      await call(() =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: typeof data === 'string' ? Buffer.from(data) : data,
            ContentType: contentType,
          }),
        ),
      );
    },
    // A copy of its own: the body the client collected may be a view of a larger buffer.
    get: (key) => read(key, (bytes) => Buffer.from(bytes)),
    read,
    async remove(key) {
      assertSafeKey(key);
      await call(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
    list: (prefix) => keysOf(pages(prefix)),
    pages,
    async ping() {
      await call(() => client.send(new HeadBucketCommand({ Bucket })));
    },
  };
}

function clientOf(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Fail fast when the store is down: one retry, short waits, so a request still answers in time.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2000, requestTimeout: 10_000 },
  });
}

/** The call's answer; the bucket out of reach (not the request's own fault) is StorageUnavailableError. */
async function reachBucket<T>(Bucket: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const clientFault = error instanceof S3ServiceException && error.$fault === 'client';
    if (clientFault) throw error;
    throw new StorageUnavailableError(`The file storage (bucket ${Bucket}) could not be reached.`, {
      cause: error,
    });
  }
}
