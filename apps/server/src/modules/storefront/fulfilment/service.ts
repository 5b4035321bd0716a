// Paid orders become fulfilments: recorded once inside the transaction that marks the order
// paid, then handed to the print-on-demand provider with a URL for each item's print file.
import type { Logger } from 'pino';
import type { Db, DbExecutor } from '../../../db/client.ts';
import type { FulfilmentRow, OrderRow } from '../../../db/schema/index.ts';
import type { FileStorage } from '../../../storage/index.ts';
import type { PrintOnDemand } from './print-on-demand.ts';
import { insertFulfilmentOnce, listFulfilmentQueue, saveFulfilmentStatus } from './repository.ts';

export interface FulfilmentService {
  /** Records the paid order's fulfilment (queued); null when it has one already. */
  recordFor(tx: DbExecutor, order: OrderRow): Promise<FulfilmentRow | null>;
  /** Hands a newly recorded fulfilment to the provider; a failure marks it failed, never throws. */
  submit(fulfilment: FulfilmentRow, order: OrderRow): Promise<void>;
}

export function createFulfilmentService(deps: {
  db: Db;
  printOnDemand: PrintOnDemand;
  storage: Pick<FileStorage, 'url'>;
  logger: Pick<Logger, 'warn' | 'info'>;
}): FulfilmentService {
  const { db, printOnDemand, storage, logger } = deps;
  return {
    recordFor: (tx, order) => insertFulfilmentOnce(tx, order.id, printOnDemand.kind),
    async submit(fulfilment, order) {
      try {
        const result = await printOnDemand.submit({
          fulfilmentId: fulfilment.id,
          orderId: order.id,
          email: order.email,
          shippingAddress: order.shippingAddress,
          items: order.items.map((item) => ({
            title: item.title,
            kind: item.kind,
            size: item.size,
            color: item.color,
            quantity: item.quantity,
            printKey: item.printKey,
            printFileUrl: storage.url(item.printKey),
          })),
        });
        if (result.status !== 'queued' || result.externalRef !== null) {
          await saveFulfilmentStatus(db, fulfilment.id, result.status, result.externalRef);
        }
        logger.info(
          { orderId: order.id, fulfilmentId: fulfilment.id, provider: printOnDemand.kind },
          `fulfilment ${result.status}`,
        );
      } catch (error) {
        logger.warn({ err: error, orderId: order.id }, 'fulfilment could not be submitted');
        await saveFulfilmentStatus(db, fulfilment.id, 'failed', null);
      }
    },
  };
}

export { listFulfilmentQueue };
