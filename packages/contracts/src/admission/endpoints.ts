import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  submitOnboardingRequestSchema,
  submitOnboardingResponseSchema,
  updateNotificationPreferenceRequestSchema,
  updateNotificationPreferenceResponseSchema,
} from './calls.ts';

export const submitOnboardingEndpoint = defineEndpoint({
  name: 'submit-onboarding',
  method: 'POST',
  generation: 'v2',
  auth: true,
  userIdIn: 'body',
  body: submitOnboardingRequestSchema,
  response: submitOnboardingResponseSchema,
  summary: 'Attach the artist to the user; may place them on the waiting list.',
});

export const updateNotificationPreferenceEndpoint = defineEndpoint({
  name: 'update-notification-preference',
  method: 'POST',
  generation: 'v2',
  auth: true,
  userIdIn: 'body',
  body: updateNotificationPreferenceRequestSchema,
  response: updateNotificationPreferenceResponseSchema,
  summary: 'How a waiting-list user wants to be told a spot is ready.',
});
