import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API = process.env.API_URL ?? 'http://localhost:3000';

/**
 * GuardOS is served by the API under /guardos/ (same origin as the console), so every asset,
 * the manifest and the service worker live below that path and the worker's scope is the app
 * alone: it never answers for the console. Nothing is loaded from a CDN; the scanner's .wasm is
 * one of the app's own files and is precached, so a phone scans without signal.
 */
export default defineConfig({
  base: '/guardos/',
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      scope: '/guardos/',
      base: '/guardos/',
      includeAssets: ['icons/*.png'],
      manifest: {
        name: 'GuardOS',
        short_name: 'GuardOS',
        description: "The guard's phone app: gate, rounds, incidents and SOS",
        start_url: '/guardos/',
        scope: '/guardos/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: '#1f3a5f',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,wasm,webmanifest}'],
        // The scanner's engine is about 1 MB: precached with the shell so scanning works offline.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/guardos/index.html',
        navigateFallbackAllowlist: [/^\/guardos(\/|$)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  server: {
    proxy: { '/api': { target: API, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
});
