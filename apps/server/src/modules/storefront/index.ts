// The storefront domain: the public shop under /shop — pages, cart, checkout, payments, orders
// and fulfilment — and its visit counts. What the rest of the server may use.
export { storefrontRoutes, STOREFRONT_RATE_LIMITS } from './routes/storefront-routes.ts';
export type { StorefrontDeps } from './storefront.ts';
export { createVisitCounter, type VisitCounter } from './visit-counter.ts';
export { isCountableView } from './visitor.ts';
export { formatMoney } from './money.ts';
export { listOrders } from './orders/repository.ts';
export { listFulfilmentQueue } from './fulfilment/service.ts';
export { createQueuePrintOnDemand, type PrintOnDemand } from './fulfilment/print-on-demand.ts';
export { createPaymentProvider } from './payments/create-payment-provider.ts';
export type { PaymentProvider } from './payments/payment-provider.ts';
