import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w apps/server` writes SQL migrations from the schema files; commit them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
});
