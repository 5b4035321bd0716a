// update-notification-preference through real HTTP, and the contact's removal with the account.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@encore/contracts';
import { notificationContacts } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../testing/use-test-app.ts';
import { admissionKit, type AdmissionKit } from '../testing/admission-kit.ts';

const server = useTestApp({}, { workers: false });
let kit: AdmissionKit;

beforeAll(async () => {
  kit = admissionKit(server);
});

const save = (tokens: TokenResponse, body: Record<string, unknown>) =>
  server.call(
    'update-notification-preference',
    { userId: tokens.user.id, ...body },
    tokens.access_token,
  );

async function contactOf(userId: string) {
  const [row] = await server.database.db
    .select()
    .from(notificationContacts)
    .where(eq(notificationContacts.userId, userId));
  return row;
}

describe('update-notification-preference', () => {
  it('saves a phone number without its leading zeros, as country code, dash, number', async () => {
    const tokens = await kit.signIn('Phone Person');
    const response = await save(tokens, {
      notificationMethod: 'phone',
      phoneNumber: '+44-07700-900123',
    });
    expect(response).toEqual({ status: 200, body: { success: true } });
    expect(await contactOf(tokens.user.id)).toMatchObject({
      method: 'phone',
      phoneNumber: '+44-7700-900123',
    });
  });

  it('saves email without storing an address (the account email is used)', async () => {
    const tokens = await kit.signIn('Email Person');
    await save(tokens, { notificationMethod: 'phone', phoneNumber: '+1-555-123-4567' });
    const response = await save(tokens, { notificationMethod: 'email', phoneNumber: null });
    expect(response.status).toBe(200);
    expect(await contactOf(tokens.user.id)).toMatchObject({ method: 'email', phoneNumber: null });
  });

  it('answers a missing or unusable phone number with a 400 naming phoneNumber', async () => {
    const tokens = await kit.signIn('Bad Phone');
    for (const phoneNumber of [undefined, '  ', '555-123-4567', '+1-000-0000']) {
      const response = await save(tokens, { notificationMethod: 'phone', phoneNumber });
      expect(response.status, String(phoneNumber)).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_request', field: 'phoneNumber' });
    }
    expect(await contactOf(tokens.user.id)).toBeUndefined();
  });

  it('is removed with the account', async () => {
    const tokens = await kit.signIn('Leaving Phone');
    await save(tokens, { notificationMethod: 'phone', phoneNumber: '+49-0301-234567' });
    const deleted = await server.call(
      'delete-account',
      { userId: tokens.user.id, confirmationText: 'DELETE' },
      tokens.access_token,
    );
    expect(deleted.status).toBe(200);
    expect(await contactOf(tokens.user.id)).toBeUndefined();
  });
});
