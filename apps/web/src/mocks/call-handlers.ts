import { WEBHOOK_PREFIX, workflowEndpointsByName, type EndpointName } from '@encore/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';

/**
 * How the server answers one workflow call: with the query (GET) or the JSON body (POST), and the
 * request itself for its headers.
 */
export type CallAnswer = (input: unknown, request: Request) => Response | Promise<Response>;

/** Answers by call name; the names, methods and paths come from the contracts registry. */
export type CallAnswers = Partial<Record<EndpointName, CallAnswer>>;

export interface CallRecord {
  name: EndpointName;
  input: unknown;
  request: Request;
}

async function inputOf(method: 'GET' | 'POST', request: Request): Promise<unknown> {
  if (method === 'GET') return Object.fromEntries(new URL(request.url).searchParams);
  const text = await request.clone().text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/**
 * MSW handlers for the given workflow calls, each mounted where the server mounts it
 * (`/webhook/<name>`, on any origin) with the method its contract names. `onCall` sees every
 * call with its input, before it is answered.
 */
export function callHandlers(
  answers: CallAnswers,
  onCall: (record: CallRecord) => void = () => undefined,
): HttpHandler[] {
  return Object.entries(answers).flatMap(([key, answer]) => {
    const name = key as EndpointName;
    const endpoint = workflowEndpointsByName[name];
    if (!answer) return [];
    const route = endpoint.method === 'GET' ? http.get : http.post;
    return [
      route(`*${WEBHOOK_PREFIX}/${name}`, async ({ request }) => {
        const input = await inputOf(endpoint.method, request);
        onCall({ name, input, request });
        return answer(input, request);
      }),
    ];
  });
}

/** Any other workflow call: the server's 404 for a call it does not know. */
export const unknownCallHandler = http.all(`*${WEBHOOK_PREFIX}/*`, ({ request }) =>
  HttpResponse.json(
    { error: 'not_found', message: `No route ${new URL(request.url).pathname}` },
    { status: 404 },
  ),
);
