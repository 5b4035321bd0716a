/**
 * Every local-storage key the web app reads or writes, in one place (spec §3).
 * `encore.*` keys are Encore's own; the `v2_*` keys keep the names the product spec uses.
 */
export const storageKeys = {
  session: 'encore.session',
  visitorId: 'encore.visitor_id',
  analyticsQueue: 'encore.analytics_queue',
  debugRequestLog: 'encore.debug_request_log',
  v2UserId: 'v2_user_id',
  v2UserState: 'v2_user_state',
  v2InviteToken: 'v2_invite_token',
  v2SpotifyProfile: 'v2_spotify_profile',
  v2OnboardingSpotifyId: 'v2_onboarding_spotify_id',
  v2WaitingListJoinedAt: 'v2_waiting_list_joined_at',
  v2NotificationMethod: 'v2_notification_method',
  v2NotificationContact: 'v2_notification_contact',
  /** 'true' once processing saw the user reach state app: the designs screen starts polling. */
  shouldPollDesigns: 'should_poll_designs',
  /** 'true' once a store build was started (spec §3, v2 keys). */
  storeStructured: 'storeStructured',
  /** 'true' while the designs screen's launch call-to-action is dismissed (spec §4.5). */
  launchCtaDismissed: 'encore.launch_cta_dismissed',
  /** Legacy (spec §3): the confirmed artist of legacy onboarding, the lookup's artist object. */
  spotifyArtist: 'spotifyArtist',
  /** Legacy (spec §3): the saved streaming profile {artist, spotify_url, completed}. */
  spotifyProfile: 'spotifyProfile',
  /** Legacy (spec §3): {isStoreEnabled, isStorePrivate, shopifyStoreUrl} once the store is live. */
  storeData: 'storeData',
  /** Legacy (spec §3, §4.4): 'true' while a store build is polled; polling resumes after a reload. */
  isStorePolling: 'isStorePolling',
  /** Legacy (spec §3): the platforms chosen in onboarding {platforms, accounts?, completed}. */
  socialPlatforms: 'socialPlatforms',
  /** Legacy (spec §3): the self-described role {role, completed}. */
  userRole: 'userRole',
  /** Legacy (spec §3, §4.1): 'true' once onboarding was sent with createUser after sign-in. */
  userCompleted: 'userCompleted',
  /** Legacy (spec §3): the signed-in user's id; cleared on sign-out (spec §4.1). */
  userId: 'userId',
  /** Legacy (spec §3): {fullName, googleProfileImage} from the user-status check. */
  userProfile: 'userProfile',
  /** Legacy (spec §3, §2.2): {method, contact, timestamp} after joining the waiting list. */
  waitlistSuccess: 'waitlistSuccess',
  /** Legacy (spec §4.2, §4.3): 'true' when /main is reached from /processing. */
  cameFromProcessing: 'came_from_processing',
  /** Legacy (spec §3): the designs selected on /main. */
  selectedDesigns: 'selectedDesigns',
  /** Spec §3, §4.4: 'true' forces the legacy launching mode (debug panel). */
  debugStoreProcessing: 'debug_store_processing',
} as const;
