// Vite build of the SPA. Firebase, MUI and the signed-in screens load only on routes that need them; the
// public information pages are then prerendered to HTML (scripts/build.mjs).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  // The prerender build (scripts/build.mjs) bundles the domain package, which ships TypeScript source.
  ssr: {
    noExternal: ['@confsys/domain'],
  },
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: {
      '/api': 'http://127.0.0.1:5000',
      '/conregister': 'http://127.0.0.1:5000',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by the prerender step to preload each prerendered page's own chunk.
    manifest: true,
  },
});
