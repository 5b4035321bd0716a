// Calls a workflow endpoint the way the web client does (spec §7), for integration tests.
import { endpointPath, workflowEndpointsByName, type EndpointName } from '@encore/contracts';

export interface CallWorkflowOptions {
  signal?: AbortSignal;
  /** A body that is not JSON comes back as text instead of throwing (load tests count it). */
  tolerateText?: boolean;
}

export async function callWorkflow(
  baseUrl: string,
  name: EndpointName,
  request: unknown,
  accessToken?: string,
  options: CallWorkflowOptions = {},
): Promise<{ status: number; body: unknown }> {
  const endpoint = workflowEndpointsByName[name];
  const headers: Record<string, string> = {};
  if (accessToken !== undefined) headers.authorization = `Bearer ${accessToken}`;
  let target = `${baseUrl}${endpointPath(endpoint)}`;
  let body: string | undefined;
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams(Object.entries(request as Record<string, string>));
    target += `?${query.toString()}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request);
  }
  const response = await fetch(target, {
    method: endpoint.method,
    headers,
    body,
    signal: options.signal ?? null,
  });
  const text = await response.text();
  if (text === '') return { status: response.status, body: undefined };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch (error) {
    if (!options.tolerateText) throw error;
    return { status: response.status, body: text };
  }
}
