import { dataExportFileName } from '@encore/contracts';
import { toast } from 'sonner';
import { WorkflowRequestError } from '../../../lib/workflow-client';
import { useExportMyData } from '../api/export-my-data';
import { saveTextFile } from '../lib/save-file';

export const downloadFailedTitle = 'Download failed';
const tryAgain = 'We could not prepare your data. Please try again.';

/**
 * "Download my data" on both generations' profile screens: asks the server for the archive and
 * saves it as encore-data-YYYY-MM-DD.json, the name the server gives it too.
 */
export function useDownloadMyData(userId: string) {
  const mutation = useExportMyData();

  async function download(): Promise<void> {
    try {
      const archive = await mutation.mutateAsync({ userId });
      saveTextFile(dataExportFileName(archive.exportedAt), `${JSON.stringify(archive, null, 2)}\n`);
    } catch (error) {
      const description = error instanceof WorkflowRequestError ? error.serverMessage : null;
      toast.error(downloadFailedTitle, { description: description ?? tryAgain });
    }
  }

  return { download, downloading: mutation.isPending };
}
