import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { GENERATION_STATUSES, PROCESSING_STAGES } from '@encore/contracts';
import { users } from './users.ts';

// Design generation: one run per user and artist, and the designs it makes.

export const DESIGN_STATUSES = ['processing', 'ready'] as const;

/** What a generation run decided up front, kept so a retry makes exactly the same designs. */
export interface GenerationPlanJson {
  artist: { id: string; name: string; genres: string[]; country: string | null };
  /** One engine call each: `seed` and the tracks it gets, `count` designs. */
  batches: { seed: string; tracks: string[]; count: number }[];
}

/**
 * The designs job's progress, where the processing screens read it (getProcessingStatus).
 * `status`: queued → running → ready (the first designs have their mockups; the user is in the
 * app) → complete (all designs and print files) or failed (retries used up).
 */
export const designGenerations = pgTable(
  'design_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spotifyId: text('spotify_id').notNull(),
    status: text('status', { enum: GENERATION_STATUSES }).notNull().default('queued'),
    stage: text('stage', { enum: PROCESSING_STAGES }).notNull().default('music-analysis'),
    /** 0–100 towards the first designs being ready (what the processing screens show). */
    progress: integer('progress').notNull().default(0),
    currentStep: text('current_step').notNull().default('Waiting to start'),
    plan: jsonb('plan').$type<GenerationPlanJson>(),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    unique('design_generations_user_artist_key').on(table.userId, table.spotifyId),
    check('design_generations_progress_check', sql`${table.progress} between 0 and 100`),
  ],
);

/** A mockup image of a design on one product. */
export interface DesignMockupJson {
  product: string;
  key: string;
}

/**
 * One generated design. Keyed by what made it — (user, artist, seed, index in the engine call) —
 * so a retried or doubly delivered job finds its rows instead of adding more.
 */
export const designs = pgTable(
  'designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spotifyId: text('spotify_id').notNull(),
    seed: text('seed').notNull(),
    designIndex: integer('design_index').notNull(),
    /** The design engine's id, stable for (artist, seed, index). */
    engineId: text('engine_id').notNull(),
    template: text('template').notNull(),
    trackName: text('track_name').notNull(),
    hook: text('hook'),
    /** 'garment' (transparent print) or 'poster' (full sheet). */
    product: text('product').notNull(),
    garmentColor: text('garment_color').notNull(),
    inks: jsonb('inks').$type<string[]>().notNull(),
    fonts: jsonb('fonts').$type<string[]>().notNull(),
    previewKey: text('preview_key').notNull(),
    mockups: jsonb('mockups').$type<DesignMockupJson[]>().notNull().default([]),
    /** The full-size print file; a store may only go live with designs that have one. */
    printKey: text('print_key'),
    printWidth: integer('print_width'),
    printHeight: integer('print_height'),
    checksPassed: boolean('checks_passed').notNull(),
    checkFailures: jsonb('check_failures').$type<string[]>().notNull().default([]),
    /** 'processing' until its mockups are stored. */
    status: text('status', { enum: DESIGN_STATUSES }).notNull().default('processing'),
    /**
     * The card this design fills, for a "Generate another" design: the id of the first
     * design of that card. Null: the design is its own card. The newest ready design of a card is
     * the one shown; the ones before it are kept.
     */
    slotId: uuid('slot_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('designs_source_key').on(table.userId, table.spotifyId, table.seed, table.designIndex),
    index('designs_user_id_created_at_idx').on(table.userId, table.createdAt),
  ],
);

export const DESIGN_REPLACEMENT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;

/**
 * One "Generate another" of a design: the designs.replace job's progress, which the
 * card shows, and the design it made.
 */
export const designReplacements = pgTable(
  'design_replacements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The design shown on the card when the user asked. */
    designId: uuid('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    slotId: uuid('slot_id').notNull(),
    status: text('status', { enum: DESIGN_REPLACEMENT_STATUSES }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    step: text('step').notNull().default('Waiting to start'),
    newDesignId: uuid('new_design_id').references(() => designs.id, { onDelete: 'set null' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('design_replacements_user_id_created_at_idx').on(table.userId, table.createdAt),
    // One open "Generate another" per card, whatever two tabs or a double click send at once.
    uniqueIndex('design_replacements_one_open_per_slot')
      .on(table.slotId)
      .where(sql`${table.status} in ('queued', 'running')`),
    check('design_replacements_progress_check', sql`${table.progress} between 0 and 100`),
  ],
);

export type DesignReplacementRow = typeof designReplacements.$inferSelect;
export type DesignGenerationRow = typeof designGenerations.$inferSelect;
export type DesignRow = typeof designs.$inferSelect;
export type NewDesignRow = typeof designs.$inferInsert;
