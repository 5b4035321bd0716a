// `npm run admin -- fulfilments list` and `orders list`: the print queue (one row per item, with
// its print file) and the storefront's orders, newest first.
import type { Db } from '../db/client.ts';
import type { OrderItemJson } from '../db/schema/index.ts';
import { listFulfilmentQueue, listOrders, formatMoney } from '../modules/storefront/index.ts';
import { formatTable, formatTime } from './table.ts';

export interface CommerceContext {
  db: Db;
  out: (text: string) => void;
  /** Where a print file is downloaded from (the storage's public URL); the key when absent. */
  fileUrl?: (key: string) => string;
}

const short = (id: string) => `#${id.slice(0, 8).toUpperCase()}`;

function describeItem(item: OrderItemJson): string {
  const options = [item.size, item.color].filter(Boolean).join(', ');
  return `${item.quantity}× ${item.title}${options ? ` (${options})` : ''}`;
}

export async function showFulfilments({ db, out, fileUrl }: CommerceContext): Promise<void> {
  const queue = await listFulfilmentQueue(db);
  if (queue.length === 0) {
    out('No fulfilments yet: paid storefront orders appear here.');
    return;
  }
  const rows: string[][] = [];
  for (const entry of queue) {
    const address = entry.shippingAddress;
    entry.items.forEach((item, index) => {
      const first = index === 0;
      rows.push([
        first ? formatTime(entry.createdAt) : '',
        first ? short(entry.orderId) : '',
        first ? entry.storeHandle : '',
        first ? `${entry.status}${entry.isTest ? ' (test)' : ''}` : '',
        describeItem(item),
        fileUrl ? fileUrl(item.printKey) : item.printKey,
        first ? `${address.name}, ${address.city}, ${address.country}` : '',
      ]);
    });
  }
  out(formatTable(['CREATED', 'ORDER', 'STORE', 'STATUS', 'ITEM', 'PRINT FILE', 'SHIP TO'], rows));
  const queued = queue.filter((entry) => entry.status === 'queued').length;
  out(`${queue.length} fulfilments, ${queued} queued.`);
}

export async function showOrders({ db, out }: CommerceContext): Promise<void> {
  const found = await listOrders(db);
  if (found.length === 0) {
    out('No orders yet.');
    return;
  }
  const rows = found.map((order) => [
    formatTime(order.createdAt),
    short(order.id),
    order.storeHandle,
    `${order.status}${order.isTest ? ' (test)' : ''}`,
    formatMoney(order.totalCents, order.currency),
    String(order.items.reduce((sum, item) => sum + item.quantity, 0)),
    order.email,
    order.paymentProvider,
  ]);
  out(
    formatTable(
      ['CREATED', 'ORDER', 'STORE', 'STATUS', 'TOTAL', 'ITEMS', 'EMAIL', 'PAYMENT'],
      rows,
    ),
  );
  const paid = found.filter((order) => order.status === 'paid').length;
  out(`${found.length} orders, ${paid} paid.`);
}
