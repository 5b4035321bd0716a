import { userIdQuerySchema } from '../core/user-id-query.ts';
import {
  regenerateDesignRequestSchema,
  regenerateDesignResponseSchema,
  v2DesignsResponseSchema,
} from '../calls/v2.ts';
import { defineEndpoint } from '../core/define-endpoint.ts';

/** Spec §7 "v2", in table order, then the Encore-defined designs fetch. */
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
