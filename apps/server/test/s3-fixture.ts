import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
