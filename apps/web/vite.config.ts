import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { loadingShell } from './build/loading-shell';
import { precompress } from './build/precompress';

// The Fastify server (apps/server) listens on :3000 and serves the built SPA in production.
// In development Vite serves the SPA and forwards every server-owned path prefix to it.
const serverOrigin = process.env.ENCORE_SERVER_ORIGIN ?? 'http://localhost:3000';
// '/oidc' is the embedded identity provider of a fresh installation (the local stand-in for Google).
const serverPaths = ['/webhook', '/api', '/auth', '/oidc', '/healthz', '/catalog', '/files'];

export default defineConfig({
  plugins: [react(), tailwindcss(), loadingShell(), precompress()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      serverPaths.map((path) => [path, { target: serverOrigin, changeOrigin: false }]),
    ),
  },
  preview: {
    port: 4173,
    proxy: Object.fromEntries(
      serverPaths.map((path) => [path, { target: serverOrigin, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Maps are written for debugging but not named in the bundles; the server serves them only
    // with PUBLIC_SOURCE_MAPS=true, and then points browsers at them (SourceMap header).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: app deploys don't invalidate the framework in caches.
        // (No catch-all vendor group: it would pull the lazily loaded posthog-js in eagerly.)
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // The data layer: not on the landing screen (see lib/data-layer.tsx).
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
