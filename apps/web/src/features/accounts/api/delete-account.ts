import type { DeleteAccountRequest, DeleteAccountResponse } from '@encore/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/workflow-client';

/** POST delete-account (spec §7): disconnects the account; designs and store are kept. */
export function deleteAccount(input: DeleteAccountRequest): Promise<DeleteAccountResponse> {
  return callEndpoint('delete-account', input);
}

export function useDeleteAccount() {
  return useMutation({ mutationKey: ['delete-account'], mutationFn: deleteAccount });
}
