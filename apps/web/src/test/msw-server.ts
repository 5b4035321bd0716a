import { setupServer } from 'msw/node';
import { noLiveEventsHandler, runtimeConfigHandler, unknownCallHandler } from '../mocks';

/**
 * The one MSW server of the web tests (started in setup.ts). Tests add the answers they need
 * with `mswServer.use(...)` (usually through `serveApi`); they are reset after each test. A
 * request nothing answers is an error, so no test reaches a real network.
 */
export const mswServer = setupServer(
  runtimeConfigHandler(),
  noLiveEventsHandler(),
  unknownCallHandler,
);
