import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoreBuildStepId } from '@encore/contracts';
import { designs } from './designs.ts';
import { users } from './users.ts';

// Stores: the artist's store, its products, orders, fulfilments and visit counts.

export const STORE_STATUSES = ['processing', 'ready', 'failed'] as const;

/**
 * One store per user. Created by the first build-store call (status processing) and finished by
 * the build job, which records each step of spec §2.7's checklist in `completedSteps` as it goes.
 */
export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spotifyId: text('spotify_id').notNull(),
    /** URL segment: `/shop/<handle>`, unique, from the artist name. */
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: STORE_STATUSES }).notNull().default('processing'),
    /** The designs the artist chose at launch (design ids). */
    selectedDesignIds: jsonb('selected_design_ids').$type<string[]>().notNull(),
    completedSteps: jsonb('completed_steps').$type<StoreBuildStepId[]>().notNull().default([]),
    buildStartedAt: timestamp('build_started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The job's estimate of the whole build, in seconds. */
    buildEstimateSeconds: integer('build_estimate_seconds'),
    buildError: text('build_error'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isPrivate: boolean('is_private').notNull().default(false),
    /**
     * What a private store asks visitors for. Kept readable on purpose: the artist sees and shares
     * it from settings (it guards a shop window, not an account).
     */
    password: text('password').notNull(),
    /** The secret in a private store's share link (`?key=`), which lets its holder in. */
    accessKey: text('access_key').notNull(),
    bannerKey: text('banner_key'),
    /** `#rrggbb`, from the artist artwork's palette. */
    color: text('color'),
    currency: text('currency').notNull().default('usd'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('stores_user_id_key').on(table.userId),
    unique('stores_handle_key').on(table.handle),
  ],
);

export const PRODUCT_KINDS = ['tee', 'hoodie', 'poster', 'mug', 'tote'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** A purchasable option of a product; `id` is stable (e.g. `m-black`) so carts and orders keep it. */
export interface ProductVariantJson {
  id: string;
  size: string | null;
  color: string;
  colorHex: string;
  priceCents: number;
}

/** One product of a store: a design on one kind of merch. */
export const storeProducts = pgTable(
  'store_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    designId: uuid('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PRODUCT_KINDS }).notNull(),
    /** URL segment inside the store, unique per store. */
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Mockup image keys, the one of this product's kind first. */
    imageKeys: jsonb('image_keys').$type<string[]>().notNull(),
    printKey: text('print_key').notNull(),
    variants: jsonb('variants').$type<ProductVariantJson[]>().notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('store_products_design_kind_key').on(table.storeId, table.designId, table.kind),
    unique('store_products_handle_key').on(table.storeId, table.handle),
  ],
);

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const;

export interface ShippingAddressJson {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface OrderItemJson {
  productId: string;
  variantId: string;
  kind: ProductKind;
  title: string;
  size: string | null;
  color: string;
  quantity: number;
  unitPriceCents: number;
  printKey: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressJson>().notNull(),
    items: jsonb('items').$type<OrderItemJson[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** 'test' (the embedded default) or 'stripe'. */
    paymentProvider: text('payment_provider').notNull(),
    /** The provider's id for the payment (e.g. a Stripe Checkout Session id). */
    paymentRef: text('payment_ref'),
    /** Placed in test mode: no money moved. */
    isTest: boolean('is_test').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_store_paid_at_idx').on(table.storeId, table.paidAt),
    unique('orders_payment_ref_key').on(table.paymentProvider, table.paymentRef),
    check('orders_total_check', sql`${table.totalCents} >= 0`),
  ],
);

export const FULFILMENT_STATUSES = ['queued', 'submitted', 'shipped', 'failed'] as const;

/** What a print-on-demand partner gets for one paid order: one per order, never two. */
export const fulfilments = pgTable(
  'fulfilments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Which print-on-demand provider has it ('queue' is the embedded default). */
    provider: text('provider').notNull(),
    status: text('status', { enum: FULFILMENT_STATUSES }).notNull().default('queued'),
    externalRef: text('external_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('fulfilments_order_id_key').on(table.orderId)],
);

/**
 * Storefront visits per store and day (UTC). Written in batches from memory, never on a page
 * view's path; `visitors` counts each visitor once a day.
 */
export const storeVisits = pgTable(
  'store_visits',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitors: integer('visitors').notNull().default(0),
    pageViews: integer('page_views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.day] })],
);

export type StoreRow = typeof stores.$inferSelect;
export type NewStoreRow = typeof stores.$inferInsert;
export type StoreProductRow = typeof storeProducts.$inferSelect;
export type NewStoreProductRow = typeof storeProducts.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;
export type FulfilmentRow = typeof fulfilments.$inferSelect;
