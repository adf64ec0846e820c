import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server serves apps/web/dist at / with an SPA fallback; in development the API is proxied to it.
const apiTarget = process.env.CARAVAN_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/wap/api': apiTarget,
      '/uploads': apiTarget,
      '/healthz': apiTarget,
      // The console's API; its pages (/admin/login, …) stay with the dev server.
      '^/admin/[^?]*\\.action(\\?.*)?$': apiTarget,
      // The seller panel's API; its pages (/seller/orders, …) stay with the dev server.
      '^/seller/[^?]*\\.action(\\?.*)?$': apiTarget,
    },
  },
});
