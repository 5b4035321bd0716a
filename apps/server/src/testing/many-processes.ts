// What the many-processes fault test does to several web processes at once: a sign-in whose hops
// alternate between them, a request left half-sent across a SIGTERM, a live stream's first event.
import { request as httpRequest } from 'node:http';
import { HANDOFF_PARAM, LIVE_EVENTS_PATH, tokenResponseSchema } from '@encore/contracts';
import { createTestBrowser } from './browser.ts';
import { signInFormAction } from './sign-in.ts';

/**
 * Signs in through the built-in OpenID provider like a browser, but every hop goes to the other
 * web process than the one before: the provider's interaction, its cookies and the sign-in state
 * must all be readable by both.
 */
export async function signInAcrossProcesses(origins: [string, string], email: string) {
  let turn = 0;
  const next = (url: string) => {
    const moved = new URL(url, origins[0]);
    const origin = new URL(turn++ % 2 === 0 ? origins[0] : origins[1]);
    moved.protocol = origin.protocol;
    moved.host = origin.host;
    return moved;
  };
  const browser = createTestBrowser(origins[0]);
  const stay = { follow: () => false };
  let step = await browser.request(next('/auth/login?generation=v2'), {}, stay);
  for (let hop = 0; step.response.status === 302 || step.response.status === 303; hop += 1) {
    if (hop > 10) throw new Error('too many redirects to the sign-in page');
    step = await browser.request(next(step.hops.at(-1)?.location ?? ''), {}, stay);
  }
  if (step.response.status !== 200) {
    throw new Error(`sign-in page: ${step.response.status} ${step.body.slice(0, 300)}`);
  }
  step = await browser.request(
    next(signInFormAction(step.body)),
    { method: 'POST', form: { email, name: '' } },
    stay,
  );
  let landing: URL | undefined;
  for (let hop = 0; !landing; hop += 1) {
    const location = step.hops.at(-1)?.location;
    if (!location || hop > 10) throw new Error(`sign-in stopped: ${step.body.slice(0, 300)}`);
    const target = next(location);
    if (target.searchParams.has(HANDOFF_PARAM)) landing = target;
    else step = await browser.request(target, {}, stay);
  }
  const exchanged = await fetch(`${turn % 2 === 0 ? origins[0] : origins[1]}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'handoff', code: landing.searchParams.get(HANDOFF_PARAM) }),
  });
  if (exchanged.status !== 200) throw new Error(`handoff: ${exchanged.status}`);
  return { tokens: tokenResponseSchema.parse(await exchanged.json()), hops: turn };
}

/**
 * A request in flight: headers and half the body sent now, the rest by `finish()`; resolves to
 * the status it is answered with, or rejects when the connection is dropped instead.
 */
export function halfSentRequest(baseUrl: string) {
  const body = JSON.stringify({ grant_type: 'handoff', code: 'not-a-real-code' });
  const request = httpRequest(`${baseUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.once('response', (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    request.once('error', reject);
  });
  request.write(body.slice(0, 10));
  return { answered, finish: () => request.end(body.slice(10)) };
}

/** Opens the live events stream and reads up to its `ready` event. */
export async function firstEvent(baseUrl: string, accessToken: string, signal: AbortSignal) {
  const response = await fetch(`${baseUrl}${LIVE_EVENTS_PATH}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal,
  });
  if (response.status !== 200) throw new Error(`live events: ${response.status}`);
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no stream');
  let text = '';
  while (!text.includes('event: ready')) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended early: ${text}`);
    text += new TextDecoder().decode(value);
  }
  return { reader, text };
}
