import type { z } from 'zod';
import {
  authUserEndpoint,
  createUserEndpoint,
  deleteAccountEndpoint,
} from './accounts/endpoints.ts';
import { exportMyDataEndpoint } from './accounts/data-export.ts';
import {
  submitOnboardingEndpoint,
  updateNotificationPreferenceEndpoint,
} from './admission/endpoints.ts';
import {
  getArtistBySpotifyUrlEndpoint,
  validateSpotifyArtistEndpoint,
} from './catalog/endpoints.ts';
import {
  getDesignsAndMocksEndpoint,
  getDesignsEndpoint,
  getProcessingStatusEndpoint,
  regenerateDesignEndpoint,
  v2DesignsEndpoint,
} from './designs/endpoints.ts';
import {
  buildStoreEndpoint,
  buildStoreStatusEndpoint,
  buildStoreV2Endpoint,
  getStoreDataEndpoint,
  updateStorePasswordEndpoint,
  updateStorePrivacyEndpoint,
  updateStoreStatusEndpoint,
} from './stores/endpoints.ts';

/**
 * THE registry of workflow calls (spec §7, both generations, plus v2/designs). The server mounts
 * each at `/webhook/<name>` and validates with `query`/`body`; its authorization hook uses
 * `userIdIn`/`userIdPath` (see `claimedUserId`); the web client parses with `response`.
 *
 * Each domain defines its own endpoints (`<domain>/endpoints.ts`); this file only gathers them, so
 * it sits above the domains and no domain imports it. The order is spec §7's tables (legacy, then
 * v2), not the domains': the spec, its tests and the server's route listing read in that order,
 * and each entry's `generation` says which table it belongs to.
 */
export const workflowEndpoints = [
  // Spec §7 "Legacy", in table order (domain on the right).
  getArtistBySpotifyUrlEndpoint, // catalog
  createUserEndpoint, // accounts
  buildStoreStatusEndpoint, // stores
  getDesignsEndpoint, // designs
  getDesignsAndMocksEndpoint, // designs
  getStoreDataEndpoint, // stores
  getProcessingStatusEndpoint, // designs
  buildStoreEndpoint, // stores
  // Spec §7 "v2", in table order, then the Encore-defined designs fetch and regeneration.
  authUserEndpoint, // accounts
  validateSpotifyArtistEndpoint, // catalog
  submitOnboardingEndpoint, // admission
  buildStoreV2Endpoint, // stores
  updateStoreStatusEndpoint, // stores
  updateStorePrivacyEndpoint, // stores
  updateStorePasswordEndpoint, // stores
  updateNotificationPreferenceEndpoint, // admission
  deleteAccountEndpoint, // accounts
  v2DesignsEndpoint, // designs
  regenerateDesignEndpoint, // designs
  exportMyDataEndpoint, // accounts: Encore's own, "Download my data"
] as const;

export type WorkflowEndpoint = (typeof workflowEndpoints)[number];
export type EndpointName = WorkflowEndpoint['name'];
export type EndpointByName<N extends EndpointName> = Extract<WorkflowEndpoint, { name: N }>;

type ByName = { readonly [E in WorkflowEndpoint as E['name']]: E };

// The entries are keyed by their own `name`, so the map's type is exact by construction.
export const workflowEndpointsByName = Object.fromEntries(
  workflowEndpoints.map((endpoint) => [endpoint.name, endpoint]),
) as ByName;

export function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(workflowEndpointsByName, name);
}

type RequestSchemaOf<E> = E extends { readonly method: 'GET'; readonly query: infer Q }
  ? Q
  : E extends { readonly method: 'POST'; readonly body: infer B }
    ? B
    : never;

/** The query (GET) or body (POST) schema of an endpoint. */
export type RequestSchema<N extends EndpointName> = Extract<
  RequestSchemaOf<EndpointByName<N>>,
  z.ZodType
>;

/** What a client sends: the query of a GET, the body of a POST (`user_context` optional). */
export type RequestOf<N extends EndpointName> = z.input<RequestSchema<N>>;
/** What a handler receives after validation. */
export type ParsedRequestOf<N extends EndpointName> = z.output<RequestSchema<N>>;
/** What a client gets after parsing the response (designs normalized). */
export type ResponseOf<N extends EndpointName> = z.output<EndpointByName<N>['response']>;
/** What a server may send: the wire shape the response schema accepts. */
export type ResponseBodyOf<N extends EndpointName> = z.input<EndpointByName<N>['response']>;
