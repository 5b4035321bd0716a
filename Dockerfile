# syntax=docker/dockerfile:1
# Encore's production image (docs/deploy.md, decision 060). One image, two processes:
#   docker run IMAGE                              the web server (and, with WORKERS=inline, the workers)
#   docker run IMAGE apps/server/dist/worker.js   a job worker (`npm run worker`; needs DATABASE_URL)
#   docker run IMAGE apps/server/dist/admin.js …  the admin command (`npm run admin -- …`)
# scripts/deploy-files.test.ts checks this file; scripts/deploy-runtime.test.ts starts the runtime
# stage's files outside Docker, so a file the server reads at run time cannot be left out unseen.

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Everything installed, the SPA (Vite) and the server (esbuild) built.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/demo-catalog/package.json packages/demo-catalog/
COPY packages/design-engine/package.json packages/design-engine/
COPY e2e/package.json e2e/
RUN npm ci
COPY . .
RUN npm run build

# 2. The server's production dependencies only: no web, test or build tooling. The workspace
# packages are bundled into dist/ (decision 050), so their links in node_modules go too. Install
# scripts are not needed: sharp, resvg and esbuild ship prebuilt binaries as optional packages.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/demo-catalog/package.json packages/demo-catalog/
COPY packages/design-engine/package.json packages/design-engine/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --ignore-scripts --workspace @encore/server && rm -rf node_modules/@encore

# 3. What runs. Paths keep the repository's layout: the bundle finds the migrations, the SPA and
# the design engine's fonts (npm packages) relative to where its source files were.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Fonts, HarfBuzz's and PGlite's WebAssembly, sharp's and resvg's native binaries live here.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/apps/server/node_modules ./apps/server/node_modules
# "type": "module" for dist/*.js.
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The code stays root's (read-only to the server); only DATA_DIR is the server's to write.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The Node flags of apps/server's start and worker scripts (decision 050). Node is PID 1 and gets
# SIGTERM itself: the web process finishes its requests, a worker its running jobs.
ENTRYPOINT ["node", "--liftoff-only", "--max-semi-space-size=16"]
CMD ["apps/server/dist/main.js"]
