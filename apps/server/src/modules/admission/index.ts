// The admission domain: onboarding submission, capacity, invite codes, the waiting list, and the
// notification contacts and messages that tell people their spot is ready. What the rest of the
// server may use.
export {
  findUserArtists,
  onboardingFromServices,
  type AdmittedReport,
  type OnboardingDeps,
  type OnboardingService,
} from './service.ts';
export { findArtistLink, insertArtistLink } from './repository.ts';
export { countAdmittedUsers, listWaitingUsers, waitingListPosition } from './admission-states.ts';
export {
  createInviteCodes,
  getCapacity,
  listInvites,
  setCapacity,
} from './waiting-list/service.ts';
export { formatInviteCode } from './waiting-list/invite-codes.ts';
export { contactsOf } from './notifications/service.ts';
export { notificationsForgetter } from './notifications/forget-person.ts';
export { exportAdmission } from './data-export.ts';
export {
  createMessageChannels,
  type MessageChannels,
} from './notifications/providers/create-channels.ts';
export { admissionCalls } from './calls/admission-calls.ts';
