import { z } from 'zod';
import { notificationMethodSchema } from '../admission/notification.ts';
import { validatedProfileSchema } from '../catalog/validated-profile.ts';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { requiredString } from '../core/fields.ts';
import { withUserContext } from '../core/user-context.ts';
import { storeOverviewSchema } from '../stores/store-overview.ts';

// "Download my data" (GDPR access and portability, self-serve): everything Encore keeps about the
// signed-in account, in one JSON archive. Not in spec §7, which has no such call: Encore's own.
// Fans' orders are the store's business records; the archive has the store's figures, not the
// fans' names and addresses.

export const DATA_EXPORT_FORMAT = 'encore-data-export';

/** `encore-data-YYYY-MM-DD.json` (UTC date of the export), the file's name on both sides. */
export function dataExportFileName(exportedAt: string): string {
  return `encore-data-${exportedAt.slice(0, 10)}.json`;
}

export const exportMyDataRequestSchema = withUserContext({ userId: requiredString('userId') });
export type ExportMyDataRequest = z.infer<typeof exportMyDataRequestSchema>;

const isoTime = z.string();
/** An absolute URL the owner can open (stored files: a signed link, valid for a while). */
const link = z.string();

export const accountExportSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** 'new', 'onboarded' or 'app'. */
  state: z.string(),
  createdAt: isoTime,
  waitingListJoinedAt: isoTime.nullable(),
  /** The identity-provider accounts that sign in as this user ('google' or 'local'). */
  signIns: z.array(
    z.object({
      provider: z.string(),
      email: z.string().nullable(),
      linkedAt: isoTime,
      lastSignInAt: isoTime,
    }),
  ),
  /** What the first-generation onboarding stored (platforms, role), when it ran. */
  legacyOnboarding: z
    .object({
      spotifyProfile: z.unknown(),
      socialPlatforms: z.unknown(),
      userRole: z.unknown(),
      completedAt: isoTime.nullable(),
    })
    .nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const notificationPreferenceExportSchema = z.object({
  method: notificationMethodSchema,
  phoneNumber: z.string().nullable(),
  notifiedAt: isoTime.nullable(),
});
export type NotificationPreferenceExport = z.infer<typeof notificationPreferenceExportSchema>;

export const artistExportSchema = z.object({
  profile: validatedProfileSchema,
  onboardedAt: isoTime,
  admittedAt: isoTime.nullable(),
  /** 'capacity', 'invite' or 'admin'. */
  admittedVia: z.string().nullable(),
});
export type ArtistExport = z.infer<typeof artistExportSchema>;

export const designExportSchema = z.object({
  id: z.string(),
  trackName: z.string(),
  hook: z.string().nullable(),
  template: z.string(),
  /** 'garment' or 'poster'. */
  product: z.string(),
  garmentColor: z.string(),
  status: z.string(),
  createdAt: isoTime,
  files: z.object({
    design: link,
    print: link.nullable(),
    mockups: z.array(z.object({ product: z.string(), url: link })),
  }),
});
export type DesignExport = z.infer<typeof designExportSchema>;

export const storeExportSchema = z.object({
  name: z.string(),
  handle: z.string(),
  url: link,
  /** 'processing', 'ready' or 'failed'. */
  status: z.string(),
  createdAt: isoTime,
  settings: z.object({
    isEnabled: z.boolean(),
    isPrivate: z.boolean(),
    password: z.string(),
    shareUrl: link.nullable(),
    color: z.string().nullable(),
    bannerUrl: link.nullable(),
  }),
  products: z.array(
    z.object({ title: z.string(), kind: z.string(), designId: z.string(), priceCents: z.number() }),
  ),
  figures: z.object({
    currency: z.string(),
    /** Paid orders, all time (fans' orders; their details stay with the store). */
    orders: z.number().int().nonnegative(),
    revenueCents: z.number().int().nonnegative(),
    customers: z.number().int().nonnegative(),
    /** The overview's cards as the store screens show them (null before the store is live). */
    overview: storeOverviewSchema.nullable(),
  }),
});
export type StoreExport = z.infer<typeof storeExportSchema>;

export const dataExportSchema = z.object({
  format: z.literal(DATA_EXPORT_FORMAT),
  version: z.literal(1),
  exportedAt: isoTime,
  /** What the archive holds and how long its file links work, in a sentence or two. */
  about: z.string(),
  account: accountExportSchema,
  notificationPreference: notificationPreferenceExportSchema.nullable(),
  artist: artistExportSchema.nullable(),
  designs: z.array(designExportSchema),
  store: storeExportSchema.nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const exportMyDataEndpoint = defineEndpoint({
  name: 'export-my-data',
  method: 'POST',
  generation: 'v2',
  auth: true,
  userIdIn: 'body',
  body: exportMyDataRequestSchema,
  response: dataExportSchema,
  summary: "Download my data: the account's data as one JSON archive (an attachment).",
  attachmentName: (archive) => dataExportFileName(archive.exportedAt),
});
