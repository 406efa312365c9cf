import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin';

const API = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': { target: API, changeOrigin: true, ws: true },
      '/uploads': { target: API, changeOrigin: true },
    },
  },
  build: {
    // The manifest lets scripts/bundle-budget.ts measure each route's JavaScript.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
