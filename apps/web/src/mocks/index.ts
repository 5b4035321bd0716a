// The server as MSW request handlers: the web tests serve their answers through these, and a
// development mode without the server can serve them from a service worker (msw/browser).
export {
  createAuthServer,
  testUser,
  type AuthRequestRecord,
  type AuthServer,
  type AuthServerOptions,
} from './auth-server';
export {
  callHandlers,
  unknownCallHandler,
  type CallAnswer,
  type CallAnswers,
  type CallRecord,
} from './call-handlers';
export { defaultRuntimeConfig, runtimeConfigHandler } from './runtime-config';
export { createLiveEventsServer, noLiveEventsHandler, type LiveEventsServer } from './live-events';
