import { defineConfig } from 'drizzle-kit';

// `npm run generate -w apps/api`: writes SQL migrations from the schema; no database needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
