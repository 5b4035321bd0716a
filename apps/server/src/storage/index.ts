// The storage module: what the rest of the server may use.
export {
  contentKey,
  contentTypeOfKey,
  IMMUTABLE_CACHE_CONTROL,
  InvalidFileKeyError,
  isValidKey,
  readAll,
  type FileExtension,
  type FileStorage,
  type StoredFile,
} from './file-storage.ts';
export { createFileStorage } from './create-file-storage.ts';
export { createLocalFileStorage, filesPath } from './local-file-storage.ts';
export { createS3FileStorage, FileStorageError } from './s3-file-storage.ts';
export { fileRoutes } from './file-routes.ts';
export { isStorageUnavailable, STORAGE_RETRY_AFTER_SECONDS } from './storage-errors.ts';
export { createFileLinks, withFileLinks, type FileLinks, type LinkLifetime } from './file-links.ts';
export {
  hasVariants,
  imageVariantsOf,
  parseVariantKey,
  variantKey,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  type ImageVariants,
  type VariantFormat,
  type VariantWidth,
} from './image-variants.ts';
