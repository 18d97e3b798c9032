/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { it as messages } from './src/messages/it';

/**
 * The first paint needs no JavaScript: index.html already shows the start-up loading state (the
 * catalogue's text), which React replaces once the session check is done.
 */
const bootScreen = (): Plugin => ({
  name: 'conto-gioco-boot-screen',
  transformIndexHtml: (html) =>
    html.replace(
      '<div id="root"></div>',
      `<div id="root"><div class="boot" role="status" aria-busy="true">${messages.app.loading}</div></div>`,
    ),
});

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), bootScreen()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/storage': { target: api, changeOrigin: true },
      // The sandbox payment provider's hosted pages (served by the API).
      '/sandbox': { target: api, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/bundle-report.mjs reads it to size each page's first load.
    manifest: true,
    // The entry plus the largest page stays near 160 KB gzip by design; warn only past that.
    chunkSizeWarningLimit: 500,
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Journeys through whole forms (registration) take seconds in jsdom; more when workers share a core.
    testTimeout: 15000,
  },
});
