/**
 * A signed-in artist reading: a tab of the SPA open on the designs and store screens. Opening a
 * screen reads the session, the designs and the store together (as the routes' loaders do); while
 * it is open the screen polls every 2 s (the processing screen without its stream, and the launch
 * overlay, both poll at 2 s: the SPA's busiest), and the artist moves between screens every 20 s.
 */
import { call, pause, type LoadContext, type Session } from './client.ts';

const POLL_MS = 2_000;
const SCREEN_MS = 20_000;

/** Reads until the run is over; unanswered calls are counted by the recorder, not thrown. */
export async function readScreens(context: LoadContext, session: Session): Promise<void> {
  const { userId, token } = session;
  const read = (name: 'auth-user' | 'v2/designs' | 'get-store-data' | 'getProcessingStatus') =>
    call(context, name, name === 'auth-user' ? {} : { userId }, token).catch(() => undefined);
  // Tabs are not opened in step: spread the first screen over one poll interval.
  await pause(context, Math.random() * POLL_MS);
  context.recorder.counters.readersOnline += 1;
  try {
    while (!context.isOver()) {
      await Promise.all([read('auth-user'), read('v2/designs'), read('get-store-data')]);
      const screenEnds = Date.now() + SCREEN_MS;
      let turn = 0;
      while (Date.now() < screenEnds && !context.isOver()) {
        await pause(context, POLL_MS);
        if (context.isOver()) break;
        await read(turn % 2 === 0 ? 'get-store-data' : 'v2/designs');
        turn += 1;
      }
    }
  } finally {
    context.recorder.counters.readersOnline -= 1;
  }
}
