import { userIdQuerySchema } from '../core/user-id-query.ts';
import {
  buildStoreV2RequestSchema,
  buildStoreV2ResponseSchema,
  updateStorePrivacyRequestSchema,
  updateStorePasswordRequestSchema,
  updateStorePasswordResponseSchema,
  updateStorePrivacyResponseSchema,
  updateStoreStatusRequestSchema,
  updateStoreStatusResponseSchema,
  regenerateDesignRequestSchema,
  regenerateDesignResponseSchema,
  v2DesignsResponseSchema,
} from '../calls/v2.ts';
import { defineEndpoint } from '../core/define-endpoint.ts';

/** Spec §7 "v2", in table order, then the Encore-defined designs fetch. */
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
