import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { config } from '../config';
import { errorNamed } from '../errors';

/**
 * Stored files (school documents): S3 in AWS (DOCUMENTS_BUCKET: encrypted, private, lifecycle rule), files
 * under DOCUMENTS_DIR locally (`npm start` puts it in DATA_DIR) and in the tests. Keys are
 * `users/<userId>/...`, so closing an account removes everything under its prefix.
 */
export interface FileStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(keys: string[]): Promise<void>;
  /** Delete every file whose key starts with `prefix`; returns how many. */
  deletePrefix(prefix: string): Promise<number>;
}

export const userFilesPrefix = (userId: string) => `users/${userId}/`;

function safeKey(key: string) {
  if (!/^[A-Za-z0-9/_.-]{1,512}$/.test(key) || key.split('/').some((p) => p === '..' || p === '.' || p === '')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

function dirStore(root: string): FileStore {
  const path = (key: string) => {
    const p = resolve(root, safeKey(key));
    if (!p.startsWith(resolve(root) + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return p;
  };
  return {
    async put(key, bytes) {
      await mkdir(dirname(path(key)), { recursive: true });
      await writeFile(path(key), bytes, { mode: 0o600 });
    },
    async get(key) {
      return readFile(path(key)).catch(() => null);
    },
    async delete(keys) {
      await Promise.all(keys.map((k) => rm(path(k), { force: true })));
    },
    async deletePrefix(prefix) {
      const dir = path(prefix.replace(/\/+$/, ''));
      const files = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      await rm(dir, { recursive: true, force: true });
      return files.filter((f) => f.isFile()).length;
    },
  };
}

async function s3Store(bucket: string): Promise<FileStore> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectsCommand, ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  const s3 = new S3Client({ region: config().AWS_REGION });
  const deleteMany = async (keys: string[]) => {
    for (let i = 0; i < keys.length; i += 1000) {
      const out = await s3.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }),
      );
      if (out.Errors?.length) throw new Error(`S3 could not delete ${out.Errors.length} object(s): ${out.Errors[0].Code}`);
    }
  };
  return {
    async put(key, bytes, contentType) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: safeKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: safeKey(key) }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (error) {
        if (errorNamed(error, 'NoSuchKey')) return null;
        throw error;
      }
    },
    delete: (keys) => (keys.length ? deleteMany(keys.map(safeKey)) : Promise.resolve()),
    async deletePrefix(prefix) {
      let count = 0;
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: safeKey(prefix.replace(/\/+$/, '')) + '/', ContinuationToken: token }));
        const keys = (page.Contents ?? []).map((o) => o.Key!).filter(Boolean);
        await deleteMany(keys);
        count += keys.length;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return count;
    },
  };
}

let store: Promise<FileStore> | undefined;
export function files(): Promise<FileStore> {
  const { DOCUMENTS_BUCKET, DOCUMENTS_DIR } = config();
  store ??= DOCUMENTS_BUCKET ? s3Store(DOCUMENTS_BUCKET) : Promise.resolve(dirStore(resolve(DOCUMENTS_DIR)));
  return store;
}
