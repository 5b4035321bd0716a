// Issue 14 item 6: after delete-account, no table (Encore's, the identity provider's, pg-boss's)
// and no stored file (generated files, the outbox) holds the person's email, name or phone
// number. The fan's order stays: it is the store's business record, with the fan's own details.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import {
  countDataFiles,
  filesHolding,
  liveArtist,
  needlesOf,
  tablesHolding,
  uniquePerson,
} from './testing/personal-data-kit.ts';

const server = useTestApp({
  CAPACITY: '0',
  DESIGN_PRINT_SCALE: 'preview',
  DESIGN_MOCKUP_WIDTH: '300',
  DESIGN_FIRST_COUNT: '2',
  DESIGN_MAX_COUNT: '2',
});

describe('delete-account', () => {
  it('leaves no email, name or phone number in any table or stored file', async () => {
    const person = uniquePerson();
    const needles = needlesOf(person);
    const life = await liveArtist(server, person);

    // The searches find the person while the account exists (so they can find anything at all).
    const before = await tablesHolding(server, needles);
    expect(before.join('\n')).toContain('public.users: ');
    expect(before.join('\n')).toContain(person.phone);
    expect(await filesHolding(server, [person.phone])).not.toEqual([]);

    const deleted = await server.call(
      'delete-account',
      { userId: life.tokens.user.id, confirmationText: 'DELETE' },
      life.tokens.access_token,
    );
    expect(deleted).toEqual({ status: 200, body: { success: true } });

    expect(await tablesHolding(server, needles)).toEqual([]);
    expect(await countDataFiles(server)).toBeGreaterThan(5);
    expect(await filesHolding(server, needles)).toEqual([]);

    // The fan's paid order is the store's record and stays, with the fan's details.
    const [order] = await server.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, life.orderId));
    expect(order).toMatchObject({ status: 'paid', email: 'a.fan@example.net' });
  });
});
