import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes SQL migrations from src/server/db/schema; they are committed
// and applied at start by src/server/db/client.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
