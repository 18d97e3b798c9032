import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The reference page (reference/, issue 16): the minimal login page on the product's stack, built
 * with the product's build settings into reference/dist (outside dist: the API never serves it).
 * `npm run build:reference -w @conto-gioco/web`; scripts/lighthouse.ts builds it itself.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./reference', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
