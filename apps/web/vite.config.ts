/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rollup';
import { paths } from './src/config/paths';
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

/**
 * The pages a visitor most often opens first, with their route module (app/router.tsx) and, for
 * the home, the lazy modules its first paint waits for (the welcome hero's area and slider): the
 * server adds to their index.html a modulepreload of these chunks (and a preload of their CSS), so
 * they download beside the entry instead of one after another once it has run (issue 16).
 */
export const FIRST_PAGES: Record<string, string[]> = {
  [paths.home.path]: [
    'src/app/routes/home.tsx',
    'src/features/cms/components/area-content.tsx',
    'src/features/cms/components/widgets/hero-slider.tsx',
  ],
  [paths.account.login.path]: ['src/app/routes/account/login.tsx'],
  [paths.account.registration.path]: ['src/app/routes/account/registration.tsx'],
  [paths.account.deposit.path]: ['src/app/routes/account/deposit.tsx'],
};

/** Where the server reads them: `{ "<path>": ["/assets/<file>.js" | ".css", ...] }`. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * Writes ROUTE_PRELOADS_FILE: for each first page, its route chunk and every chunk that chunk
 * imports statically, with their CSS, less what the entry already loads (Vite preloads those).
 */
const routePreloads = (): Plugin => ({
  name: 'conto-gioco-route-preloads',
  apply: 'build',
  generateBundle(_options, bundle: OutputBundle) {
    const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const closure = (start: OutputChunk) => {
      const seen = new Set<string>();
      const visit = (chunk: OutputChunk) => {
        if (seen.has(chunk.fileName)) return;
        seen.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
        for (const file of chunk.imports) visit(byFile.get(file)!);
      };
      visit(start);
      return seen;
    };
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    const loadedByEntry = closure(entry);
    const root = fileURLToPath(new URL('./', import.meta.url));
    const preloads: Record<string, string[]> = {};
    for (const [page, modules] of Object.entries(FIRST_PAGES)) {
      const files = new Set<string>();
      for (const module of modules) {
        // The chunk that holds the module (a small one may share a chunk with other modules).
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(`${root}${module}`));
        if (!chunk) this.error(`route-preloads: no chunk for ${module}`);
        for (const file of closure(chunk)) if (!loadedByEntry.has(file)) files.add(`/${file}`);
      }
      preloads[page] = [...files];
    }
    this.emitFile({
      type: 'asset',
      fileName: ROUTE_PRELOADS_FILE,
      source: JSON.stringify(preloads, null, 2),
    });
  },
});

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    bootScreen(),
    routePreloads(),
    // ANALYZE=1 npm run build: the treemap of every chunk (gzip and brotli sizes) in stats/, outside
    // dist; ANALYZE=json writes the same data as JSON.
    process.env.ANALYZE
      ? visualizer({
          filename: fileURLToPath(
            new URL(
              process.env.ANALYZE === 'json' ? './stats/bundle.json' : './stats/treemap.html',
              import.meta.url,
            ),
          ),
          template: process.env.ANALYZE === 'json' ? 'raw-data' : 'treemap',
          gzipSize: true,
          brotliSize: true,
        })
      : null,
  ],
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
    // Every browser of the ES2022 target has <link rel=modulepreload>, or ignores it harmlessly:
    // the polyfill's 0.4 KiB left every first load (issue 16).
    modulePreload: { polyfill: false },
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
