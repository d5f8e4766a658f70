import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { precompress } from './scripts/build/precompress.js';

// One config for the console build and every test project.
// The server tests run twice: on embedded PGlite and on the PostgreSQL server named by TEST_DATABASE_URL.
const testPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    // Maps for whoever runs the server (not served: see server/http/publicSite.ts); no sourceMappingURL comment.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 4000,
    // Two pages: the console, and the hosted checkout (its own entry, without react-admin; served at /checkout/<order_id>).
    rollupOptions: { input: { main: resolve(import.meta.dirname, 'index.html'), checkout: resolve(import.meta.dirname, 'checkout.html') } },
  },
  server: { proxy: { '/v1': 'http://localhost:8080', '/v2': 'http://localhost:8080', '/healthy': 'http://localhost:8080' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'resources/**/*.test.{ts,tsx}', 'tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/client/setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'contract', environment: 'node', include: ['openapi/**/*.test.ts', 'tests/contract/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'server-pglite',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          env: { KASSA_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-postgres',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          env: { KASSA_TEST_DB: 'postgres', TEST_DATABASE_URL: testPostgresUrl },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
