// Calls a workflow endpoint the way the web client does (spec §7), for integration tests.
import { endpointPath, workflowEndpointsByName, type EndpointName } from '@encore/contracts';

export async function callWorkflow(
  baseUrl: string,
  name: EndpointName,
  request: unknown,
  accessToken?: string,
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
  const response = await fetch(target, { method: endpoint.method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}
