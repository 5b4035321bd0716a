import { defineEndpoint } from '../core/define-endpoint.ts';
import { userIdQuerySchema } from '../core/user-id-query.ts';
import {
  buildStoreRequestSchema,
  buildStoreResponseSchema,
  buildStoreStatusResponseSchema,
  buildStoreV2RequestSchema,
  buildStoreV2ResponseSchema,
  getStoreDataResponseSchema,
  updateStorePasswordRequestSchema,
  updateStorePasswordResponseSchema,
  updateStorePrivacyRequestSchema,
  updateStorePrivacyResponseSchema,
  updateStoreStatusRequestSchema,
  updateStoreStatusResponseSchema,
} from './calls.ts';

export const buildStoreStatusEndpoint = defineEndpoint({
  name: 'buildStoreStatus',
  method: 'GET',
  generation: 'legacy',
  auth: true,
  userIdIn: 'query',
  query: userIdQuerySchema,
  response: buildStoreStatusResponseSchema,
  summary: 'Poll the store build: status and, when ready, the store data.',
});

export const getStoreDataEndpoint = defineEndpoint({
  name: 'get-store-data',
  method: 'GET',
  generation: 'legacy',
  auth: true,
  userIdIn: 'query',
  query: userIdQuerySchema,
  response: getStoreDataResponseSchema,
  summary: "The user's store state, visibility, URL, banner and colour.",
});

export const buildStoreEndpoint = defineEndpoint({
  name: 'buildStore',
  method: 'POST',
  generation: 'legacy',
  auth: true,
  userIdIn: 'body',
  body: buildStoreRequestSchema,
  response: buildStoreResponseSchema,
  summary: 'Start building the store from the selected designs.',
});

export const buildStoreV2Endpoint = defineEndpoint({
  name: 'build-store',
  method: 'POST',
  generation: 'v2',
  auth: true,
  userIdIn: 'body',
  body: buildStoreV2RequestSchema,
  response: buildStoreV2ResponseSchema,
  summary: 'Start building the store from the selected designs.',
});

export const updateStoreStatusEndpoint = defineEndpoint({
  name: 'store/update-status',
  method: 'POST',
  generation: 'v2',
  auth: true,
  userIdIn: 'body',
  body: updateStoreStatusRequestSchema,
  response: updateStoreStatusResponseSchema,
  summary: 'Take the store online or offline.',
});

export const updateStorePrivacyEndpoint = defineEndpoint({
  name: 'store/update-privacy',
  method: 'POST',
  generation: 'v2',
  auth: true,
  userIdIn: 'body',
  body: updateStorePrivacyRequestSchema,
  response: updateStorePrivacyResponseSchema,
  summary: 'Make the store private or public.',
});

export const updateStorePasswordEndpoint = defineEndpoint({
  name: 'store/update-password',
  method: 'POST',
  generation: 'v2',
  auth: true,
  userIdIn: 'body',
  body: updateStorePasswordRequestSchema,
  response: updateStorePasswordResponseSchema,
  summary: "Change a private store's password (Encore's own call).",
});
