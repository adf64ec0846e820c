import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // A test's whole budget. Each wait inside it still gives up after 5 s (asyncUtilTimeout in
    // setup.ts); the longest flows render several screens and, on two busy cores (the server suite
    // runs beside this one), need more than 5 s of wall time in all although each step is quick.
    testTimeout: 15_000,
  },
});
