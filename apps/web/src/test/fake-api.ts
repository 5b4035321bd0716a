import type { AuthUserResponse, EndpointName } from '@encore/contracts';
import { onTestFinished } from 'vitest';
import {
  callHandlers,
  createAuthServer,
  type AuthServer,
  type CallAnswers,
  type CallRecord,
} from '../mocks';
import { mswServer } from './msw-server';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function makeAuthUser(overrides: Partial<AuthUserResponse> = {}): AuthUserResponse {
  return {
    userId: 'user-1',
    userState: 'new',
    profile: { email: 'artist@example.com', name: 'Ari Artist', avatar: null },
    waitingListJoinedAt: null,
    ...overrides,
  };
}

/**
 * The server for this test, through MSW: the session API of an in-memory auth server plus the
 * given workflow calls (`'auth-user'` → `/webhook/auth-user`); any other call is a 404.
 * `requests` lists every request in order, `callLog` every workflow call with its input, and
 * `calls(name)` the inputs one workflow call received.
 */
export function serveApi(
  answers: CallAnswers = {},
  auth: AuthServer = createAuthServer({ handoffCodes: ['code-1'] }),
) {
  const requests: Request[] = [];
  const records: CallRecord[] = [];
  mswServer.use(...auth.handlers, ...callHandlers(answers, (record) => records.push(record)));
  const onRequest = ({ request }: { request: Request }) => void requests.push(request);
  mswServer.events.on('request:start', onRequest);
  onTestFinished(() => void mswServer.events.removeListener('request:start', onRequest));
  const calls = (name: EndpointName) =>
    records.filter((record) => record.name === name).map((record) => record.input);
  return { auth, requests, callLog: records, calls };
}
