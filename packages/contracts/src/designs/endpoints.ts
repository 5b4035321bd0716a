import { defineEndpoint } from '../core/define-endpoint.ts';
import { userIdQuerySchema } from '../core/user-id-query.ts';
import {
  getDesignsAndMocksResponseSchema,
  getDesignsResponseSchema,
  getProcessingStatusResponseSchema,
  regenerateDesignRequestSchema,
  regenerateDesignResponseSchema,
  v2DesignsResponseSchema,
} from './calls.ts';

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

export const v2DesignsEndpoint = defineEndpoint({
  name: 'v2/designs',
  method: 'GET',
  generation: 'v2',
  auth: true,
  userIdIn: 'query',
  query: userIdQuerySchema,
  response: v2DesignsResponseSchema,
  summary: "The user's designs (endpoint not shown in the spec; defined by Encore).",
});

export const regenerateDesignEndpoint = defineEndpoint({
  name: 'v2/regenerate-design',
  method: 'POST',
  generation: 'v2',
  auth: true,
  userIdIn: 'body',
  body: regenerateDesignRequestSchema,
  response: regenerateDesignResponseSchema,
  summary: 'Fresh variations of the design for one track (defined by Encore).',
});
