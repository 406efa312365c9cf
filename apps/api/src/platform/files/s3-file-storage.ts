import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible store (MinIO, Ceph, a test's s3rver); AWS itself without it. */
  endpoint?: string;
  /** Path-style addresses (`host/bucket/key`), which most self-hosted stores need. */
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * Files in an S3-compatible bucket, so every API instance and worker reads what any other wrote.
 * Nothing in the bucket is public: reads go through the API's own signed, short-lived links
 * (files.ts), which stream the object from here without holding it in memory. Keys are checked
 * by files.ts before they get here, as for the local store.
 */
export function s3FileStorage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // A store that is away fails the request in seconds rather than holding it.
    maxAttempts: 2,
  });
  const Bucket = settings.bucket;
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes }));
    },
    async open(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }),
        );
        if (!object.Body) return null;
        // A part answers `bytes a-b/total` in Content-Range; the size is always the whole file's.
        const total = Number(object.ContentRange?.split('/')[1]);
        const size = range && Number.isSafeInteger(total) ? total : (object.ContentLength ?? 0);
        return { stream: object.Body as Readable, size };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async probe() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async *keys() {
      // A page holds at most 1,000 keys; the continuation token walks the rest.
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
