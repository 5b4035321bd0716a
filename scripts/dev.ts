/**
 * `npm run dev`: the API server with file watching on :3000 and Vite with hot reload on :5173,
 * which proxies the API. Sign-in returns to the address the browser uses, so the server's
 * PUBLIC_URL is Vite's. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const viteUrl = 'http://localhost:5173';
const children: ChildProcess[] = [
  spawn('npm', ['run', 'dev', '-w', '@encore/server'], {
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? viteUrl },
  }),
  spawn('npm', ['run', 'dev', '-w', '@encore/web'], { stdio: 'inherit' }),
];

let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.once('exit', (code) => stopAll(code ?? 0));
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
