import {
  DEBUG_LOG_LIMIT,
  debugRequestRecordSchema,
  type DebugRequestRecord,
} from '@encore/contracts';
import { z } from 'zod';
import { browserStorage, readJson, writeJson, type KeyValueStorage } from './storage';
import { storageKeys } from './storage-keys';

export { debugRequestRecordSchema, type DebugRequestRecord };

/** Spec §9: the log keeps the last 20 requests. */
const debugLogLimit = DEBUG_LOG_LIMIT;

// Long payloads are cut so twenty entries never fill the local-storage quota.
const maxDataChars = 4_000;
const secretKey =
  /authorization|password|secret|api_?key|cookie|(access|refresh|id|session|auth)_?token/i;

/** Copies a payload with secrets masked and oversized content shortened, safe to store. */
function sanitizeForLog(value: unknown): unknown {
  const masked = mask(value, 0);
  const text = JSON.stringify(masked);
  if (text !== undefined && text.length > maxDataChars) {
    return `${text.slice(0, maxDataChars)}… (${text.length - maxDataChars} more characters)`;
  }
  return masked;
}

function mask(value: unknown, depth: number): unknown {
  if (depth > 8) return '[nested too deep]';
  if (Array.isArray(value)) return value.map((item) => mask(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        secretKey.test(key) ? '[redacted]' : mask(item, depth + 1),
      ]),
    );
  }
  return value;
}

export function readDebugLog(storage: KeyValueStorage = browserStorage): DebugRequestRecord[] {
  return readJson(storage, storageKeys.debugRequestLog, z.array(debugRequestRecordSchema)) ?? [];
}

/** Appends a record, oldest first, keeping only the most recent twenty. */
export function appendDebugRecord(
  record: DebugRequestRecord,
  storage: KeyValueStorage = browserStorage,
): void {
  const entry: DebugRequestRecord = {
    ...record,
    requestData: sanitizeForLog(record.requestData),
    responseData: sanitizeForLog(record.responseData),
  };
  writeJson(
    storage,
    storageKeys.debugRequestLog,
    [...readDebugLog(storage), entry].slice(-debugLogLimit),
  );
}
