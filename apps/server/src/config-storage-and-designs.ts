// The part of the environment about stored files and design generation, parsed by config.ts with
// the rest (kept here so config.ts stays readable). Nothing here reads process.env.
import path from 'node:path';
import { z } from 'zod';
import { httpUrl, optionalString } from './config-fields.ts';

const filesUrl = httpUrl('https://files.encore.example');

function count(defaultValue: number, max: number) {
  return optionalString.pipe(
    z.coerce
      .number<string | undefined>({ error: 'expected a number of designs' })
      .int('expected a whole number')
      .min(1)
      .max(max)
      .default(defaultValue),
  );
}

export const filesAndDesignsEnvShape = {
  STORAGE: optionalString.pipe(z.enum(['local', 's3']).default('local')),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString.pipe(z.string().default('us-east-1')),
  S3_ENDPOINT: optionalString.pipe(filesUrl.optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalString.pipe(filesUrl.optional()),
  // `preview` renders print files at 1/6 size: for tests and e2e, never for a real store.
  DESIGN_PRINT_SCALE: optionalString.pipe(z.enum(['print', 'preview']).default('print')),
  DESIGN_FIRST_COUNT: count(4, 24),
  DESIGN_MAX_COUNT: count(10, 24),
  DESIGN_MOCKUP_WIDTH: optionalString.pipe(
    z.coerce
      .number<string | undefined>({ error: 'expected a width in pixels' })
      .int('expected a whole number of pixels')
      .min(200)
      .max(1200)
      .default(1200),
  ),
};

type Vars = z.output<z.ZodObject<typeof filesAndDesignsEnvShape>>;

/** Where stored files live: a folder, or an S3-compatible bucket. */
export type StorageConfig =
  | { readonly kind: 'local'; readonly dir: string }
  | {
      readonly kind: 's3';
      readonly bucket: string;
      readonly region: string;
      readonly endpoint: string | undefined;
      readonly accessKeyId: string;
      readonly secretAccessKey: string;
      readonly publicUrl: string | undefined;
    };

export interface DesignGenerationConfig {
  /** Resolution of the print files: `print` (300 dpi) in production, `preview` in tests. */
  readonly printScale: 'print' | 'preview';
  /** Designs made first, with their mockups, before the user enters the app (spec §9: 4). */
  readonly firstCount: number;
  /** Designs in all: the first ones, then one per further top track up to this. */
  readonly maxCount: number;
  /** Width of the square mockup images. */
  readonly mockupWidth: number;
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Cross-field rules, run from config.ts's superRefine. */
export function refineFilesAndDesigns(vars: Vars, ctx: z.RefinementCtx): void {
  if (vars.STORAGE === 's3') {
    for (const key of S3_REQUIRED) {
      if (vars[key] === undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'required when STORAGE=s3' });
      }
    }
  }
  if (vars.DESIGN_MAX_COUNT < vars.DESIGN_FIRST_COUNT) {
    ctx.addIssue({
      code: 'custom',
      path: ['DESIGN_MAX_COUNT'],
      message: 'must be at least DESIGN_FIRST_COUNT',
    });
  }
}

export function storageFrom(vars: Vars, dataDir: string): StorageConfig {
  if (
    vars.STORAGE === 's3' &&
    vars.S3_BUCKET !== undefined &&
    vars.S3_ACCESS_KEY_ID !== undefined &&
    vars.S3_SECRET_ACCESS_KEY !== undefined
  ) {
    return {
      kind: 's3',
      bucket: vars.S3_BUCKET,
      region: vars.S3_REGION,
      endpoint: vars.S3_ENDPOINT,
      accessKeyId: vars.S3_ACCESS_KEY_ID,
      secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
      publicUrl: vars.S3_PUBLIC_URL,
    };
  }
  return { kind: 'local', dir: path.join(dataDir, 'files') };
}

export function designGenerationFrom(vars: Vars): DesignGenerationConfig {
  return {
    printScale: vars.DESIGN_PRINT_SCALE,
    firstCount: vars.DESIGN_FIRST_COUNT,
    maxCount: vars.DESIGN_MAX_COUNT,
    mockupWidth: vars.DESIGN_MOCKUP_WIDTH,
  };
}
