import type { DataExport, ExportMyDataRequest } from '@encore/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/workflow-client';

/** POST export-my-data ("Download my data"): everything Encore keeps about the account. */
export function exportMyData(input: ExportMyDataRequest): Promise<DataExport> {
  return callEndpoint('export-my-data', input);
}

export function useExportMyData() {
  return useMutation({ mutationKey: ['export-my-data'], mutationFn: exportMyData });
}
