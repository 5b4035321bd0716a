// "Generate another" over real HTTP: v2/regenerate-design with a designId replaces that
// card's design in place, with the job's real progress, a failure the card can retry, and only
// for the signed-in user's own designs.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  processingStatusSchema,
  regenerateDesignResponseSchema,
  v2DesignsResponseSchema,
  type Design,
  type TokenResponse,
} from '@encore/contracts';
import { designGenerations, designReplacements, designs, users } from '../../../db/schema/index.ts';
import { demoArtists } from '@encore/demo-catalog';
import { JOB_SCHEMA } from '../../../jobs/queue.ts';
import { generateDesignsJob } from '../jobs/generate-designs.job.ts';
import { replaceDesignJob } from '../jobs/replace-design.job.ts';
import { useTestApp } from '../../../testing/use-test-app.ts';

const server = useTestApp({
  DESIGN_PRINT_SCALE: 'preview',
  DESIGN_MOCKUP_WIDTH: '300',
  DESIGN_MAX_COUNT: '4',
});
let artist: TokenResponse;
let other: TokenResponse;
const spotifyId = demoArtists[2]?.id ?? '';

async function listDesigns(token: TokenResponse = artist): Promise<Design[]> {
  const { status, body } = await server.call(
    'v2/designs',
    { userId: token.user.id },
    token.access_token,
  );
  expect(status).toBe(200);
  return v2DesignsResponseSchema.parse(body).designs;
}

const generateAnother = (designId: string, token = artist, userId = token.user.id) =>
  server.call(
    'v2/regenerate-design',
    { userId, trackName: 'ignored: the design names its track', designId },
    token.access_token,
  );

/** The list once the card at `index` has no replacement under way. */
const settled = (index: number) =>
  vi.waitFor(
    async () => {
      const list = await listDesigns();
      const card = list[index];
      if (card?.replacement?.status === 'queued' || card?.replacement?.status === 'running') {
        throw new Error(`still ${card.replacement.step}`);
      }
      return list;
    },
    { timeout: 30_000, interval: 100 },
  );

beforeAll(async () => {
  artist = await server.signIn({ email: 'again@example.com' });
  other = await server.signIn({ email: 'else@example.com' });
  const userId = artist.user.id;
  await server.database.db.update(users).set({ state: 'onboarded' }).where(eq(users.id, userId));
  await server.queue.send(generateDesignsJob, { userId, spotifyId });
  await vi.waitFor(
    async () => {
      const { body } = await server.call('getProcessingStatus', { userId }, artist.access_token);
      const status = processingStatusSchema.parse(body);
      if (status.generationStatus !== 'complete') throw new Error(`still ${status.currentStep}`);
    },
    { timeout: 60_000, interval: 100 },
  );
});

describe('Generate another', () => {
  it('replaces that card with a new design of the same track, in place, with its mockups', async () => {
    const before = await listDesigns();
    expect(before).toHaveLength(4);
    const target = before[1];
    if (!target) throw new Error('no second design');

    const started = Date.now();
    const answer = await generateAnother(target.id);
    expect(answer.status).toBe(200);
    const body = regenerateDesignResponseSchema.parse(answer.body);
    expect(body).toMatchObject({ success: true, variations: 1 });

    const progress = new Set<string>();
    const after = await vi.waitFor(
      async () => {
        const list = await listDesigns();
        const card = list[1];
        if (card?.replacement) {
          expect(card.replacement.id).toBe(body.replacementId);
          progress.add(`${card.replacement.status} ${card.replacement.progress}`);
        }
        if (card?.id === target.id) throw new Error('not replaced yet');
        return list;
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(progress.size).toBeGreaterThan(0);

    expect(after).toHaveLength(4);
    const card = after[1];
    expect(card).toMatchObject({
      slotId: target.slotId,
      trackName: target.trackName,
      status: 'ready',
    });
    expect(card?.replacement).toBeUndefined();
    expect(card?.design).not.toBe(target.design);
    expect(card?.mocks.length).toBeGreaterThan(0);
    // The other cards are untouched, in their places.
    expect(after.filter((_, i) => i !== 1)).toEqual(before.filter((_, i) => i !== 1));

    // The job itself wrote its end: the request is ready, at 100 %, naming the card's new design.
    const [request] = await server.database.db
      .select()
      .from(designReplacements)
      .where(eq(designReplacements.id, body.replacementId ?? ''));
    expect(request).toMatchObject({ status: 'ready', progress: 100, newDesignId: card?.id });

    // The old design is kept (recoverable), only no longer shown.
    const [old] = await server.database.db.select().from(designs).where(eq(designs.id, target.id));
    expect(old?.userId).toBe(artist.user.id);

    // Its print file follows for the store.
    await vi.waitFor(
      async () => {
        const [row] = await server.database.db
          .select()
          .from(designs)
          .where(eq(designs.id, card?.id ?? ''));
        expect(row?.printKey).not.toBeNull();
      },
      { timeout: 15_000, interval: 100 },
    );
  });

  it('replaces a replaced card again, keeping its place', async () => {
    const before = await listDesigns();
    const target = before[1];
    if (!target) throw new Error('no second design');
    expect((await generateAnother(target.id)).status).toBe(200);
    const after = await vi.waitFor(
      async () => {
        const list = await listDesigns();
        if (list[1]?.id === target.id) throw new Error('not replaced yet');
        return list;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(after.map((d) => d.slotId)).toEqual(before.map((d) => d.slotId));
  });

  it("is refused for someone else's design, an unknown one and one still being made", async () => {
    const [mine] = await listDesigns();
    if (!mine) throw new Error('no design');
    // Another user naming the artist as the user: the token decides.
    expect((await generateAnother(mine.id, other, artist.user.id)).status).toBe(403);
    // Another user naming the artist's design as theirs: no such design, for them.
    expect(await generateAnother(mine.id, other)).toMatchObject({
      status: 404,
      body: { error: 'not_found', field: 'designId' },
    });
    expect((await generateAnother('not-a-design')).status).toBe(404);
    expect((await generateAnother('00000000-0000-4000-8000-000000000000')).status).toBe(404);

    await server.database.db
      .update(designs)
      .set({ status: 'processing' })
      .where(eq(designs.id, mine.id));
    expect((await generateAnother(mine.id)).status).toBe(409);
    await server.database.db
      .update(designs)
      .set({ status: 'ready' })
      .where(eq(designs.id, mine.id));
  });

  it('shows a failed replacement on its card, and a retry that works', async () => {
    const [target] = await listDesigns();
    if (!target) throw new Error('no design');
    const [run] = await server.database.db
      .select()
      .from(designGenerations)
      .where(eq(designGenerations.userId, artist.user.id));
    // Without the generation's plan the job cannot know the artist: it fails.
    await server.database.db
      .update(designGenerations)
      .set({ plan: null })
      .where(eq(designGenerations.userId, artist.user.id));
    expect((await generateAnother(target.id)).status).toBe(200);
    const failed = await settled(0);
    expect(failed[0]).toMatchObject({ id: target.id, replacement: { status: 'failed' } });

    await server.database.db
      .update(designGenerations)
      .set({ plan: run?.plan ?? null })
      .where(eq(designGenerations.userId, artist.user.id));
    expect((await generateAnother(target.id)).status).toBe(200);
    const retried = await vi.waitFor(
      async () => {
        const list = await listDesigns();
        if (list[0]?.id === target.id) throw new Error('not replaced yet');
        return list;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(retried[0]?.replacement).toBeUndefined();
    expect(retried[0]?.slotId).toBe(target.slotId);
  });

  it('shows a running replacement only on the design it replaces, not on the one it made', async () => {
    const list = await listDesigns();
    const card = list[2];
    const other = list[0];
    if (!card || !other) throw new Error('no designs');
    // The moment between the job marking its design ready and marking itself ready: the slot
    // already shows a design other than the one the replacement was asked for.
    const [open] = await server.database.db
      .insert(designReplacements)
      .values({
        userId: artist.user.id,
        designId: other.id,
        slotId: card.slotId ?? card.id,
        status: 'running',
        progress: 60,
      })
      .returning();
    expect((await listDesigns())[2]?.replacement).toBeUndefined();
    if (!open) throw new Error('not inserted');
    await server.database.db
      .update(designReplacements)
      .set({ designId: card.id })
      .where(eq(designReplacements.id, open.id));
    expect((await listDesigns())[2]?.replacement).toMatchObject({ status: 'running' });
    await server.database.db
      .update(designReplacements)
      .set({ status: 'failed' })
      .where(eq(designReplacements.id, open.id));
  });

  it('shows a replacement whose job died as failed, and never lets it block a new one', async () => {
    const list = await listDesigns();
    // The last card: no earlier test has asked for another design on it.
    const last = list.length - 1;
    const target = list[last];
    if (!target) throw new Error('no design');
    const longAgo = new Date(Date.now() - 20 * 60_000);
    const [dead] = await server.database.db
      .insert(designReplacements)
      .values({
        userId: artist.user.id,
        designId: target.id,
        slotId: target.slotId ?? target.id,
        status: 'running',
        progress: 15,
        createdAt: longAgo,
        updatedAt: longAgo,
      })
      .returning();
    const shown = await listDesigns();
    expect(shown[last]).toMatchObject({ id: target.id, replacement: { status: 'failed' } });

    const again = await generateAnother(target.id);
    expect(again.status).toBe(200);
    expect(regenerateDesignResponseSchema.parse(again.body).replacementId).not.toBe(dead?.id);
    const replaced = await vi.waitFor(
      async () => {
        const now = await listDesigns();
        if (now[last]?.id === target.id) throw new Error('not replaced yet');
        return now;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(replaced[last]?.slotId).toBe(target.slotId ?? target.id);
  });

  it('gives two tabs asking at once one replacement of the card, not two jobs', async () => {
    const last = (await listDesigns()).length - 1;
    const target = (await settled(last))[last];
    if (!target) throw new Error('no design');
    const before = new Date();
    const answers = await Promise.all([1, 2, 3].map(() => generateAnother(target.id)));
    const ids = answers.map((a) => {
      expect(a.status).toBe(200);
      return regenerateDesignResponseSchema.parse(a.body).replacementId;
    });
    expect(new Set(ids).size).toBe(1);
    const rows = await server.database.db
      .select()
      .from(designReplacements)
      .where(eq(designReplacements.slotId, target.slotId ?? target.id));
    // One request row (and so one job) for the three clicks.
    expect(rows.filter((r) => r.createdAt >= before).map((r) => r.id)).toEqual([ids[0]]);
    await settled(last);
  });

  it('never lets a replacement closed before its job ran reopen or fill the card', async () => {
    const list = await listDesigns();
    const target = list[0];
    if (!target) throw new Error('no design');
    const [closed] = await server.database.db
      .insert(designReplacements)
      .values({
        userId: artist.user.id,
        designId: target.id,
        slotId: target.slotId ?? target.id,
        status: 'failed',
        error: 'stalled',
      })
      .returning();
    if (!closed) throw new Error('no row');
    const jobId = await server.queue.send(
      replaceDesignJob,
      { userId: artist.user.id, replacementId: closed.id },
      { id: closed.id },
    );
    await vi.waitFor(
      async () => {
        const { rows } = await server.database.pool.query<{ state: string }>(
          `SELECT state FROM ${JOB_SCHEMA}.job WHERE id = $1`,
          [jobId],
        );
        if (rows[0]?.state !== 'completed') throw new Error(`job ${rows[0]?.state ?? 'missing'}`);
      },
      { timeout: 30_000, interval: 100 },
    );
    const [after] = await server.database.db
      .select()
      .from(designReplacements)
      .where(eq(designReplacements.id, closed.id));
    expect(after).toMatchObject({ status: 'failed', newDesignId: null });
    expect((await listDesigns())[0]?.id).toBe(target.id);
  });
});
