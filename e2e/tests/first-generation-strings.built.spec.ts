import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Every text the product spec quotes for the first-generation screens (§2.2–§2.6, §4.1–§4.4, §5,
 * §8), looked for in the built app that `npm run test:e2e` has just built. A text that takes a
 * value (a count, a name) is given as the fragments around the value. Left out on purpose: the
 * spec's fabricated waiting-list figures ('#1 of 20 in queue, 95% through') and its 'Pick at least
 * 3 designs' (the real minimum is 1: 'Pick at least 1 design').
 */
const FIRST_GENERATION_TEXTS: readonly (string | readonly string[])[] = [
  // §2.2 onboarding
  'Loading...',
  'Get Started',
  "You're on the waitlist",
  'Find Your Music',
  'Step 1 of 4',
  'Analyze My Music',
  'Analyzing Your Music',
  'Approve & Continue',
  'Go Back & Fix',
  'Open in Spotify',
  'Skip for now',
  // 'N of M platforms verified': the screen says 'platform' for one.
  [' of ', ' verified', 'platform'],
  ['Continue with ', ' platform'],
  'Why we ask this',
  'Create Account',
  'Continue with Google',
  'Creating your account...',
  'Welcome back!',
  'Continue to Next Step',
  // §2.3 waiting list
  "You're on the list!",
  'NOTIFY ME WHEN READY',
  '123-456-7890',
  "We'll send you updates via WhatsApp or SMS when your spot is ready",
  // §2.4 processing
  'Creating your designs',
  'Music Analysis',
  'Design Generation',
  'Product Mockups',
  'Your designs are ready! Redirecting...',
  // §2.5 /main
  'Your Store Designs',
  'Choose your merch',
  'Pick at least 1 design',
  'No designs yet',
  "Your designs will appear here once they're ready",
  ['Select at least ', ' more'],
  "You're all set!",
  'design to continue',
  'Ready to launch your store?',
  'Launch my store',
  'Notifications coming soon!',
  // §2.6 account, store overview and settings, playground
  'View on Spotify',
  'Log Out',
  'Logging out...',
  'Delete Account',
  'Next Best Action',
  'Make Store Public',
  'Share your store',
  'Copy Link',
  'Store Visibility',
  'Anyone can find you on Google',
  'Only people with your link',
  'No one can see your store',
  'Delete your store',
  // §4.3, §4.4 store build
  'Store Creation Started',
  'Your store is being created. This will take 3-7 minutes.',
  'Your Store is Ready!',
  'Your store is ready!',
  'Store Build Taking Longer',
  'Your store is still being created. Please check back in a few minutes.',
  // §5 validation
  'Please enter a valid Spotify URL',
  'This is a track URL. Please share your artist profile instead',
  'This is a playlist URL. Please share your artist profile instead',
  'Please enter a valid Spotify artist profile URL',
  'This artist URL seems incomplete. Please copy the full link',
  'Maximum platforms selected',
  'URL is required',
  ['Please enter a valid ', ' URL'],
  'Phone number is required',
  'Please enter a valid phone number (123-456-7890)',
  'Incorrect Artist Name',
  'Please type your artist name exactly as shown',
  'Pick at least 1 design to launch your store',
  // §8 errors and notices
  '⚠️ Artist not found',
  'Please check the URL and try again.',
  'Unable to load designs',
  'There was an issue loading your designs. Please try refreshing.',
  'Unable to verify user status, but you can continue using the app.',
  'Failed to start building your store. Please try again.',
  'Different Artist Detected',
  "You're already registered with a different artist profile.",
  'Authentication Failed',
  'Something went wrong during authentication.',
  'Failed to log out. Please try again.',
  'Failed to update store visibility',
  'Platform updated',
  'Platform verification skipped',
  'You can always add your social platforms later in settings.',
  'Account Deleted',
  'Store taken offline',
  'Store URL copied to clipboard',
  'User ID not available',
  'Failed to fetch user data',
  'Session error: ',
];

/** The built app's scripts as one text, with esbuild's \u escapes read back as characters. */
function builtApp(): string {
  const assets = join(import.meta.dirname, '../../apps/web/dist/assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n')
    .replace(/\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})/g, (_, long?: string, short?: string) =>
      String.fromCodePoint(parseInt(long ?? short ?? '0', 16)),
    )
    .replace(/\\(['"])/g, '$1');
}

test('every quoted first-generation text of the spec is in the built app', () => {
  const app = builtApp();
  const missing = FIRST_GENERATION_TEXTS.filter((text) =>
    (typeof text === 'string' ? [text] : text).some((fragment) => !app.includes(fragment)),
  );
  expect(missing).toEqual([]);
});
