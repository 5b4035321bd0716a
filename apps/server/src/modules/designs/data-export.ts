// The designs part of "Download my data": every design the user has (replaced ones too), with
// links to its files as the storage hands them out (signed, absolute).
import type { DesignExport } from '@encore/contracts';
import type { DbExecutor } from '../../db/client.ts';
import type { FileStorage } from '../../storage/index.ts';
import { listDesigns } from './repository.ts';

export async function exportDesigns(
  db: DbExecutor,
  storage: Pick<FileStorage, 'url'>,
  userId: string,
): Promise<DesignExport[]> {
  const rows = await listDesigns(db, userId);
  return rows.map((row) => ({
    id: row.id,
    trackName: row.trackName,
    hook: row.hook,
    template: row.template,
    product: row.product,
    garmentColor: row.garmentColor,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    files: {
      design: storage.url(row.previewKey),
      print: row.printKey === null ? null : storage.url(row.printKey),
      mockups: row.mockups.map((mockup) => ({
        product: mockup.product,
        url: storage.url(mockup.key),
      })),
    },
  }));
}
