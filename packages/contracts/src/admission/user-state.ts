import { z } from 'zod';

/**
 * v2 user state (spec §4.5): new → onboarded → app. Admission owns it: submit-onboarding moves a
 * user from new to onboarded (or onto the waiting list, still new), and the store launch to app.
 */
export const userStateSchema = z.enum(['new', 'onboarded', 'app']);
export type UserState = z.infer<typeof userStateSchema>;
