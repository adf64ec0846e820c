import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The React + Mantine skeleton (main.tsx) as the storefront's build would make it: the same Vite and
// React plugin, production mode, minified; bench/footprint.ts passes --outDir.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: { emptyOutDir: true, reportCompressedSize: false },
});
