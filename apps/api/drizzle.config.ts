import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/**/tables.ts', './src/platform/db/app-settings.ts', './src/features/**/tables.ts'],
  out: './drizzle',
});
