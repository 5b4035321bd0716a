// An https front for a test server, as a TLS-terminating proxy is in production: a self-signed
// certificate (openssl), every request passed to the app over plain http, and every Set-Cookie the
// app answers with recorded, so a test can check each cookie a browser would get over https.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface HttpsProxy {
  /** https://127.0.0.1:<port>: use it as the app's PUBLIC_URL. */
  readonly origin: string;
  /** Where requests go: set once the app listens. */
  target: string;
  /** Every Set-Cookie header the app sent, with the path asked for. */
  readonly setCookies: { path: string; header: string }[];
  close(): Promise<void>;
}

export async function startHttpsProxy(): Promise<HttpsProxy> {
  const dir = await mkdtemp(join(tmpdir(), 'encore-tls-'));
  const keyPath = join(dir, 'key.pem');
  const certPath = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ],
    { stdio: 'ignore' },
  );
  const [key, cert] = await Promise.all([readFile(keyPath), readFile(certPath)]);
  await rm(dir, { recursive: true, force: true });

  const proxy = { target: '', setCookies: [] as { path: string; header: string }[] };
  const server: Server = createServer({ key, cert }, (incoming, outgoing) => {
    const upstream = httpRequest(
      `${proxy.target}${incoming.url ?? '/'}`,
      {
        method: incoming.method,
        headers: { ...incoming.headers, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        for (const header of answer.headers['set-cookie'] ?? []) {
          proxy.setCookies.push({ path: incoming.url ?? '/', header });
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;

  return Object.assign(proxy, {
    origin: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
