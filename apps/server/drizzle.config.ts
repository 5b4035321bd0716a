import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @encore/server` (or `npx drizzle-kit generate` in apps/server) writes a new
// versioned SQL migration into ./drizzle after a change under src/db/schema. Migrations are applied
// by the server itself when it opens the database (src/db/migrate.ts), never by drizzle-kit push.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
