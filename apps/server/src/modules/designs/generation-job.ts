import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';

/**
 * Generates a newly admitted user's designs and mockups from their artist's music (issue 6).
 * Sent by onboarding when a user is admitted; keyed by user, so sending it twice is harmless.
 */
export const generateDesignsJob = defineJob({
  name: 'designs.generate',
  payload: z.object({
    userId: z.string().min(1),
    /** The artist the designs are for (Spotify id). */
    spotifyId: z.string().min(1),
  }),
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 15 * 60,
});
