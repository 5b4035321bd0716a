import type {
  BuildStoreRequest,
  BuildStoreResponse,
  BuildStoreV2Request,
  BuildStoreV2Response,
  Design,
} from '@encore/contracts';
import { useMutation } from '@tanstack/react-query';
import { asService } from '../../../lib/service-error';
import { callEndpoint } from '../../../lib/workflow-client';

/** What both generations send as `selectedDesigns`: each design's asset id, else its id. */
export function selectedDesignIds(designs: readonly Design[]): string[] {
  return designs.map((design) => design.designAssetId ?? design.id);
}

/** POST build-store (spec §7): starts building the store from the selected designs' asset ids. */
export function buildStore(input: BuildStoreV2Request): Promise<BuildStoreV2Response> {
  return asService(
    callEndpoint('build-store', input),
    (status) => `Failed to build store: ${status}`,
  );
}

export function useBuildStore() {
  return useMutation({ mutationKey: ['build-store'], mutationFn: buildStore });
}

/**
 * POST buildStore (spec §7, first generation): the same launch as build-store; the answer's
 * data.status is 'success' when the build started.
 */
export function buildStoreLegacy(input: BuildStoreRequest): Promise<BuildStoreResponse> {
  return callEndpoint('buildStore', input);
}

export function useBuildStoreLegacy() {
  return useMutation({ mutationKey: ['buildStore'], mutationFn: buildStoreLegacy });
}
