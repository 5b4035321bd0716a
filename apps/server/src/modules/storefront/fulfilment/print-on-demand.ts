// Who prints and ships a paid order, behind one small interface (conventions: providers): the
// embedded default is a queue that an operator works through (`npm run admin -- fulfilments
// list`); a print-on-demand partner's API would be a second implementation.
import type { ShippingAddressJson } from '../../../db/schema/index.ts';

export interface FulfilmentItem {
  title: string;
  kind: string;
  size: string | null;
  color: string;
  quantity: number;
  printKey: string;
  /** Where the partner downloads the print file. */
  printFileUrl: string;
}

export interface FulfilmentRequest {
  fulfilmentId: string;
  orderId: string;
  email: string;
  shippingAddress: ShippingAddressJson;
  items: FulfilmentItem[];
}

export interface FulfilmentSubmission {
  /** 'queued': waiting for someone; 'submitted': the partner has it. */
  status: 'queued' | 'submitted';
  /** The partner's id for it, if any. */
  externalRef: string | null;
}

export interface PrintOnDemand {
  /** Recorded on each fulfilment ('queue' is the embedded default). */
  readonly kind: string;
  submit(request: FulfilmentRequest): Promise<FulfilmentSubmission>;
}

/** The embedded default: the fulfilment stays queued in the database; nothing leaves Encore. */
export function createQueuePrintOnDemand(): PrintOnDemand {
  return {
    kind: 'queue',
    submit: () => Promise.resolve({ status: 'queued', externalRef: null }),
  };
}
