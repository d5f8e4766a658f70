import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` turns changes of the schema (one file per domain in server/db/schema) into a new SQL migration (committed).
// Generating needs no database: the same migrations run on PGlite and on PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema',
  out: './server/db/migrations',
});
