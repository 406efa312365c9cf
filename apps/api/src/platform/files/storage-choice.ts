import path from 'node:path';
import type { Config } from '../../config';
import { type FileStorage, localFileStorage } from './file-storage';
import { s3FileStorage } from './s3-file-storage';

/** The store the configuration names: DATA_DIR/uploads on this machine, or a shared S3 bucket. */
export function fileStorageFor(config: Config): FileStorage {
  if (config.FILE_STORAGE === 'local') return localFileStorage(path.join(config.DATA_DIR, 'uploads'));
  return s3FileStorage({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}
