// Vite build of the SPA. Firebase, MUI and the signed-in screens load only on routes that need them.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
  },
});
