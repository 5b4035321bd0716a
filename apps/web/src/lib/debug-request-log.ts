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
// Secrets inside text (an error body, a message): bearer credentials, JWTs, and "token": "…"
// pairs in JSON that was logged as a string.
const secretText: readonly [RegExp, string][] = [
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, '$1 [redacted]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[redacted]'],
  [
    /("(?:[\w-]*(?:token|secret|password|authorization|api_?key|cookie)[\w-]*)"\s*:\s*)"[^"]*"/gi,
    '$1"[redacted]"',
  ],
];

/** A copy of `value` with secrets masked: by key in objects, by pattern in text. */
export function redactSecrets(value: unknown): unknown {
  return mask(value, 0);
}

/** `text` with bearer credentials, JWTs and JSON token fields masked. */
export function redactText(text: string): string {
  return secretText.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text,
  );
}

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
  if (typeof value === 'string') return redactText(value);
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

let recording = false;

/**
 * The log holds what a user sent and received, so it is kept only where the debug panel is on
 * (its gate turns recording on); turning it off forgets what an earlier page kept.
 */
export function recordDebugRequests(on: boolean, storage: KeyValueStorage = browserStorage): void {
  recording = on;
  if (!on) storage.removeItem(storageKeys.debugRequestLog);
}

/** Appends a record, oldest first, keeping only the most recent twenty (while recording). */
export function appendDebugRecord(
  record: DebugRequestRecord,
  storage: KeyValueStorage = browserStorage,
): void {
  if (!recording) return;
  const entry: DebugRequestRecord = {
    ...record,
    path: redactText(record.path),
    error: record.error === null ? null : redactText(record.error),
    requestData: sanitizeForLog(record.requestData),
    responseData: sanitizeForLog(record.responseData),
  };
  writeJson(
    storage,
    storageKeys.debugRequestLog,
    [...readDebugLog(storage), entry].slice(-debugLogLimit),
  );
}
