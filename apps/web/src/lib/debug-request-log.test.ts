import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  appendDebugRecord,
  readDebugLog,
  recordDebugRequests,
  redactSecrets,
  redactText,
} from './debug-request-log';
import { createMemoryStorage } from './storage';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJl';

function record(overrides: Partial<Parameters<typeof appendDebugRecord>[0]> = {}) {
  return {
    method: 'POST',
    path: '/webhook/auth-user',
    statusCode: 200,
    error: null,
    duration: 12,
    timestamp: '2026-01-01T00:00:00.000Z',
    requestData: null,
    responseData: null,
    ...overrides,
  };
}

describe('debug request log', () => {
  beforeEach(() => recordDebugRequests(true));
  afterEach(() => recordDebugRequests(false));

  it('keeps nothing unless the debug panel turned recording on, and forgets when turned off', () => {
    const storage = createMemoryStorage();
    recordDebugRequests(false, storage);
    appendDebugRecord(record(), storage);
    expect(readDebugLog(storage)).toEqual([]);
    recordDebugRequests(true, storage);
    appendDebugRecord(record(), storage);
    expect(readDebugLog(storage)).toHaveLength(1);
    recordDebugRequests(false, storage);
    expect(readDebugLog(storage)).toEqual([]);
  });

  it('masks secret fields by name, at any depth', () => {
    expect(
      redactSecrets({
        access_token: 'a',
        nested: { refreshToken: 'b', Authorization: 'Bearer c', keep: 'visible' },
        list: [{ password: 'p' }],
      }),
    ).toEqual({
      access_token: '[redacted]',
      nested: { refreshToken: '[redacted]', Authorization: '[redacted]', keep: 'visible' },
      list: [{ password: '[redacted]' }],
    });
  });

  it('masks bearer credentials, JWTs and JSON token pairs inside text', () => {
    expect(redactText('Authorization: Bearer abc.def-123')).toBe(
      'Authorization: Bearer [redacted]',
    );
    expect(redactText(`token ${jwt} here`)).toBe('token [redacted] here');
    expect(redactText('{"access_token":"xyz","user":"u1"}')).toBe(
      '{"access_token":"[redacted]","user":"u1"}',
    );
    expect(redactText('Request failed: 404 - Not found')).toBe('Request failed: 404 - Not found');
  });

  it('stores errors, raw response text and paths without their secrets, twenty at most', () => {
    const storage = createMemoryStorage();
    for (let index = 0; index < 25; index += 1) appendDebugRecord(record(), storage);
    appendDebugRecord(
      record({
        statusCode: 401,
        error: `Request failed: 401 - {"refresh_token":"r-1"}`,
        responseData: `{"id_token":"${jwt}"}`,
        path: `/webhook/x?code=${jwt}`,
      }),
      storage,
    );
    const log = readDebugLog(storage);
    expect(log).toHaveLength(20);
    expect(log.at(-1)?.statusCode).toBe(401);
    const text = storage.getItem('encore.debug_request_log') ?? '';
    expect(text).not.toContain('r-1');
    expect(text).not.toContain(jwt);
  });
});
