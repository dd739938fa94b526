import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` turns changes to schema.ts into a new SQL migration (committed). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
