import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  authUserRequestSchema,
  createUserRequestSchema,
  createUserResponseSchema,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
} from './calls.ts';
import { authUserResponseSchema } from './user.ts';

export const createUserEndpoint = defineEndpoint({
  name: 'createUser',
  method: 'POST',
  generation: 'legacy',
  auth: true,
  userIdIn: 'body',
  userIdPath: ['user', 'id'],
  body: createUserRequestSchema,
  response: createUserResponseSchema,
  summary: 'Create the user or report their status; also stores onboarding data when sent.',
});

export const authUserEndpoint = defineEndpoint({
  name: 'auth-user',
  method: 'POST',
  generation: 'v2',
  auth: true,
  // The token identifies the user; the body carries no user id.
  userIdIn: null,
  body: authUserRequestSchema,
  response: authUserResponseSchema,
  summary: 'The signed-in user: id, state, profile and waiting-list join time.',
});

export const deleteAccountEndpoint = defineEndpoint({
  name: 'delete-account',
  method: 'POST',
  generation: 'v2',
  auth: true,
  userIdIn: 'body',
  body: deleteAccountRequestSchema,
  response: deleteAccountResponseSchema,
  summary: 'Disconnect and delete the account; designs and store are kept, disconnected.',
});
