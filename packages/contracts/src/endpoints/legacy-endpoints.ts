import {
  getDesignsAndMocksResponseSchema,
  getDesignsResponseSchema,
  getProcessingStatusResponseSchema,
} from '../calls/legacy.ts';
import { userIdQuerySchema } from '../core/user-id-query.ts';
import { defineEndpoint } from '../core/define-endpoint.ts';

/** Spec §7 "Legacy", in table order. */
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
