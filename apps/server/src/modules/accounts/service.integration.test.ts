import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createUsersService, UserNotFoundError } from './service.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.cleanup());

let counter = 0;
const identity = (overrides: { name?: string | null; avatarUrl?: string | null } = {}) => ({
  provider: 'google',
  subject: `sub-${(counter += 1)}`,
  email: `person-${counter}@example.com`,
  name: 'Person',
  avatarUrl: null,
  ...overrides,
});

describe('users service', () => {
  it('creates a user on first sign-in and refreshes the profile on the next', async () => {
    const service = createUsersService({ database });
    const account = identity();
    const first = await service.signInWithIdentity(account);
    expect(first).toMatchObject({ email: account.email, name: 'Person', state: 'new' });

    const again = await service.signInWithIdentity({
      ...account,
      name: 'Renamed',
      avatarUrl: 'https://example.com/p.png',
    });
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ name: 'Renamed', avatarUrl: 'https://example.com/p.png' });
    // A provider that leaves the name out does not erase it.
    expect((await service.signInWithIdentity({ ...account, name: null })).name).toBe('Renamed');
  });

  it('links two simultaneous first sign-ins of one account to one user', async () => {
    const service = createUsersService({ database });
    const account = identity();
    const [a, b] = await Promise.all([
      service.signInWithIdentity(account),
      service.signInWithIdentity(account),
    ]);
    expect(a.id).toBe(b.id);
  });

  it('runs the deletion hooks inside the deletion, and rolls everything back if one fails', async () => {
    const service = createUsersService({ database });
    const user = await service.signInWithIdentity(identity());
    const seen: string[] = [];
    service.onUserDeleted(async ({ userId }, tx) => {
      // The hook sees the user still whole, through the transaction.
      const [row] = await tx.select().from(users).where(eq(users.id, userId));
      seen.push(`${userId}:${row?.email ?? 'gone'}`);
    });
    let fail = true;
    service.onUserDeleted(async () => {
      if (fail) throw new Error('store could not be taken offline');
    });

    await expect(service.deleteAccount(user.id, 'DELETE')).rejects.toThrow('offline');
    expect(await service.findUser(user.id)).toMatchObject({ email: user.email });

    fail = false;
    await service.deleteAccount(user.id, 'DELETE');
    expect(seen).toEqual([`${user.id}:${user.email}`, `${user.id}:${user.email}`]);
    expect(await service.findUser(user.id)).toBeUndefined();
    await expect(service.authUser(user.id)).rejects.toBeInstanceOf(UserNotFoundError);
  });

  it('runs the hooks’ after-commit tasks once the deletion is committed, never on a rollback', async () => {
    const service = createUsersService({ database });
    const user = await service.signInWithIdentity(identity());
    const seen: string[] = [];
    service.onUserDeleted(async ({ userId }, _tx, afterCommit) => {
      afterCommit(() => seen.push(userId));
      // Not yet: the deletion is still under way.
      expect(seen).toEqual([]);
    });
    let fail = true;
    service.onUserDeleted(async () => {
      if (fail) throw new Error('rolled back');
    });

    await expect(service.deleteAccount(user.id, 'DELETE')).rejects.toThrow('rolled back');
    expect(seen).toEqual([]);
    fail = false;
    await service.deleteAccount(user.id, 'DELETE');
    expect(seen).toEqual([user.id]);
  });
});
