import {
  buildStoreRequestSchema,
  buildStoreResponseSchema,
  buildStoreStatusResponseSchema,
  getDesignsAndMocksResponseSchema,
  getDesignsResponseSchema,
  getProcessingStatusResponseSchema,
  getStoreDataResponseSchema,
} from '../calls/legacy.ts';
import { userIdQuerySchema } from '../core/user-id-query.ts';
import { defineEndpoint } from '../core/define-endpoint.ts';

/** Spec §7 "Legacy", in table order. */
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

export const getDesignsEndpoint = defineEndpoint({
  name: 'get-designs',
  method: 'GET',
  generation: 'legacy',
  auth: true,
  userIdIn: 'query',
  query: userIdQuerySchema,
  response: getDesignsResponseSchema,
  summary: "The user's designs, possibly with the store flags.",
});

export const getDesignsAndMocksEndpoint = defineEndpoint({
  name: 'getDesignsAndMocks',
  method: 'GET',
  generation: 'legacy',
  auth: true,
  userIdIn: 'query',
  query: userIdQuerySchema,
  response: getDesignsAndMocksResponseSchema,
  summary: "The user's designs with mockups, possibly with the store flags.",
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

export const getProcessingStatusEndpoint = defineEndpoint({
  name: 'getProcessingStatus',
  method: 'GET',
  generation: 'legacy',
  auth: true,
  userIdIn: 'query',
  query: userIdQuerySchema,
  response: getProcessingStatusResponseSchema,
  summary: 'Progress of design generation after onboarding.',
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
