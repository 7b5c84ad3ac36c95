import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';
import { startTcpProxy } from './tcp-proxy.ts';

const TEST_BUCKET = 'pm-test';

/**
 * An S3-compatible server on loopback (s3rver, files in a temporary folder) with the test bucket,
 * behind a TCP proxy so a test can take the store away (`proxy.stop()`) and bring it back.
 * `env` is what the app needs to use it.
 */
export async function startS3() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  writeIntoFoldersSafely(server);
  const { port } = await server.run();
  const proxy = await startTcpProxy({ host: '127.0.0.1', port });
  return {
    proxy,
    directory,
    env: {
      STORAGE_URL: `s3://${TEST_BUCKET}`,
      S3_ENDPOINT: `http://127.0.0.1:${proxy.port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await proxy.stop().catch(() => undefined);
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** What s3rver's file store (lib/stores/filesystem.js) is made of, as far as a write needs it. */
type ObjectStore = {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
};
type StoredObject = {
  bucket: string;
  key: string;
  content: Buffer | NodeJS.ReadableStream;
  metadata: unknown;
};

/**
 * s3rver 3.7.1 (the latest) makes a key's folder, then opens the key's file through a stream with no
 * error listener; a deletion that empties the folder removes it in between, and the open's ENOENT
 * then ends the test process (a compressed copy written while its site is removed did, in CI). The
 * same write, with the folder made again until the file is open, and its errors the request's.
 */
function writeIntoFoldersSafely(server: S3rver): void {
  const store = (server as unknown as { store: ObjectStore }).store;
  store.putObject = async function putObject(object) {
    const file = this.getResourcePath(object.bucket, object.key, 'object');
    let handle: fs.promises.FileHandle | undefined;
    for (let attempt = 0; !handle; attempt += 1) {
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      handle = await fs.promises.open(file, 'w').catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT' || attempt >= 5) throw error;
        return undefined;
      });
    }
    const md5 = createHash('md5');
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        md5.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const content = Buffer.isBuffer(object.content) ? [object.content] : object.content;
    await pipeline(content, counted, handle.createWriteStream());
    const digest = md5.digest('hex');
    await this.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
}
