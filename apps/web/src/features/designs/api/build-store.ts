import type { BuildStoreV2Request, BuildStoreV2Response } from '@encore/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/workflow-client';

/**
 * POST build-store (spec §7): starts building the store from the selected designs' asset ids.
 * Until the store issue lands the server answers 501, which the screen reports as a failure.
 */
export function buildStore(input: BuildStoreV2Request): Promise<BuildStoreV2Response> {
  return callEndpoint('build-store', input);
}

export function useBuildStore() {
  return useMutation({ mutationKey: ['build-store'], mutationFn: buildStore });
}
