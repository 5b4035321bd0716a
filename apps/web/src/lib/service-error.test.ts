import { afterEach, describe, expect, it } from 'vitest';
import { json, serveApi } from '../test/fake-api';
import { signIn } from '../test/session';
import { getAuthUser } from './api/get-auth-user';
import { sessionStore } from './auth';
import { asService, failureMessage, WorkflowServiceError } from './service-error';
import { getStoreData } from './store/get-store-data';
import { WorkflowRequestError } from './workflow-client';

afterEach(() => sessionStore.clear());

describe('v2 service failures (spec §8)', () => {
  it('rewords an error status and keeps the status and the server message', async () => {
    const failed = new WorkflowRequestError(502, '{"error":"x","message":"Upstream down"}');
    const error = await asService(
      Promise.reject(failed),
      (status) => `Validation failed: ${status}`,
    )
      .then(() => null)
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(WorkflowServiceError);
    expect(error).toBeInstanceOf(WorkflowRequestError);
    expect((error as WorkflowServiceError).message).toBe('Validation failed: 502');
    expect((error as WorkflowServiceError).status).toBe(502);
    expect(failureMessage(error)).toBe('Upstream down');
  });

  it('falls back to the service wording when the server gave no message', () => {
    const bare = new WorkflowServiceError(
      'Failed to build store: 503',
      new WorkflowRequestError(503, '<html>'),
    );
    expect(failureMessage(bare)).toBe('Failed to build store: 503');
    expect(failureMessage(new WorkflowRequestError(503, '<html>'))).toBeNull();
    expect(failureMessage(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('lets other failures through unchanged', async () => {
    const offline = new TypeError('Failed to fetch');
    await expect(asService(Promise.reject(offline), () => 'never')).rejects.toBe(offline);
  });

  it("auth-user: 401 is 'Unauthorized - please sign in again', other statuses 'Auth failed'", async () => {
    signIn();
    serveApi({ 'auth-user': () => json({ error: 'x', message: 'down' }, 503) });
    await expect(getAuthUser()).rejects.toThrow('Auth failed: 503');

    serveApi({ 'auth-user': () => json({ error: 'unauthorized', message: 'No session' }, 401) });
    await expect(getAuthUser()).rejects.toThrow('Unauthorized - please sign in again');
  });

  it("a store fetch for no user is 'User ID not available', without asking the server", async () => {
    const api = serveApi();
    await expect(getStoreData('')).rejects.toThrow('User ID not available');
    expect(api.callLog).toEqual([]);
  });
});
