import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { S3Settings } from '../config';

/**
 * Where uploaded pictures and the sizes made of them are kept, by key (a relative path such as
 * `ab12….png` or `thumbnails/160/uploads/ab12….png.webp`). Every instance reads the same objects from a
 * bucket; files under one directory serve a single instance.
 */
export interface ObjectStore {
  /** The object's bytes, or null when there is none under the key. */
  read(key: string): Promise<Buffer | null>;
  /** The object as a stream to send on as it arrives, or null when there is none. */
  stream(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  close(): void;
}

/** Files under a directory. */
export function fileObjectStore(root: string): ObjectStore {
  return {
    read: (key) => readFile(join(root, key)).catch(() => null),
    async stream(key) {
      const file = await open(join(root, key)).catch(() => null);
      return file?.createReadStream() ?? null;
    },
    exists: (key) =>
      stat(join(root, key)).then(
        () => true,
        () => false,
      ),
    async write(key, bytes) {
      // Written aside and renamed, so a half-written file is never served.
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    close() {},
  };
}

/** An S3-compatible bucket; the bucket must exist. */
export function s3ObjectStore({ endpoint, region, bucket, accessKeyId, secretAccessKey }: S3Settings): ObjectStore {
  const client = new S3Client({
    endpoint,
    region,
    credentials: { accessKeyId, secretAccessKey },
    forcePathStyle: true,
    // Checksums only where the API requires them: not every S3-compatible server knows the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const missing = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

  async function body(key: string) {
    try {
      return (await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body ?? null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  return {
    async read(key) {
      const found = await body(key);
      return found ? Buffer.from(await found.transformToByteArray()) : null;
    },
    async stream(key) {
      const found = await body(key);
      if (found === null) return null;
      // On Node the SDK answers with the response stream itself.
      if (!(found instanceof Readable)) throw new Error(`S3: the object ${key} did not come as a stream`);
      return found;
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async write(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    close: () => client.destroy(),
  };
}
