import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3 } from './s3-fixture.ts';

/**
 * The S3 stand-in the storage tests run against. s3rver keeps each key as a file in folders, makes a
 * key's folder before writing it and removes a folder its last object leaves: a write into a folder
 * that a deletion empties at that moment must still land, as it does on S3 (which has no folders),
 * and must never end the test process.
 */
describe('the S3 stand-in (s3-fixture.ts)', async () => {
  const s3 = await startS3();
  afterAll(() => s3.close());
  const client = new S3Client({
    endpoint: s3.env.S3_ENDPOINT,
    region: s3.env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  });
  const Bucket = 'pm-test';

  it('stores a key written while the last other key of its folder is deleted', async () => {
    for (let round = 0; round < 150; round += 1) {
      const folder = `sites/race-${round}`;
      await client.send(new PutObjectCommand({ Bucket, Key: `${folder}/index.html`, Body: 'page' }));
      const [, written] = await Promise.allSettled([
        client.send(new DeleteObjectCommand({ Bucket, Key: `${folder}/index.html` })),
        client.send(new PutObjectCommand({ Bucket, Key: `${folder}/index.html.br`, Body: 'copy' })),
      ]);
      expect(written.status).toBe('fulfilled');
      const copy = await client.send(new GetObjectCommand({ Bucket, Key: `${folder}/index.html.br` }));
      expect(await copy.Body?.transformToString()).toBe('copy');
    }
  });
});
