import type { BuildStoreStatusResponse } from '@encore/contracts';
import { callEndpoint } from '../../../../lib/workflow-client';

/** GET buildStoreStatus?userId (spec §7): the build's status and, once ready, the store data. */
export function getBuildStatus(
  userId: string,
  signal?: AbortSignal,
): Promise<BuildStoreStatusResponse> {
  return callEndpoint('buildStoreStatus', { userId }, { signal });
}
