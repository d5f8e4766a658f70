import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { precompress } from './scripts/build/precompress.js';

/**
 * Modules named `*.atBuild.ts` run once, in Node, while the console is built, and the browser gets their exports as
 * JSON. They work out plain facts (paths, flags, filters) from modules the console's first load should not carry: the
 * zod contract and the record screens' declarations. Tests and the dev server import them as they are, so the values
 * are the same there; each export must survive JSON (no functions, no `undefined` in arrays).
 */
function evaluatedAtBuild(): Plugin {
  return {
    name: 'kassa:evaluated-at-build',
    apply: 'build',
    async load(id) {
      if (!id.endsWith('.atBuild.ts')) return null;
      const { module, dependencies } = await runnerImport<Record<string, unknown>>(id, { root: import.meta.dirname, logLevel: 'warn' });
      for (const file of dependencies) this.addWatchFile(file);
      return Object.entries(module)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}

/** The client tests of the payer's light entries (the hosted checkout, the wallet), which do not load the console. */
const lightEntryTests = ['tests/client/checkout/**/*.test.{ts,tsx}', 'tests/client/wallet/**/*.test.{ts,tsx}'];

// One config for the console build and every test project.
/**
 * The server's tests, run once per database (`env` names it): embedded PGlite, and the PostgreSQL server of
 * TEST_DATABASE_URL (default in server/testing/database.ts, `testPostgresServerUrl`).
 */
function serverProject(name: string, env: Record<string, string>): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      environment: 'node',
      include: ['server/**/*.test.ts'],
      // Each file makes its own database and app, and the server's modules keep their state per instance: a worker
      // imports them once for all its files instead of once per file (server-pglite 239 s → 186 s).
      isolate: false,
      env,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  plugins: [react(), evaluatedAtBuild(), precompress()],
  build: {
    outDir: 'dist',
    // Maps for whoever runs the server (not served: see server/http/publicSite.ts); no sourceMappingURL comment.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 4000,
    // Four pages: the console, the hosted checkout (served at /checkout/<order_id>), the payer's wallet app (served
    // at /wallet/ and under it), and the platform console of the staff (served at /platform/ and under it); the checkout
    // and the wallet are light entries without react-admin.
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        checkout: resolve(import.meta.dirname, 'checkout.html'),
        wallet: resolve(import.meta.dirname, 'wallet.html'),
        platform: resolve(import.meta.dirname, 'platform.html'),
      },
    },
  },
  server: { proxy: { '/v1': 'http://localhost:8080', '/v2': 'http://localhost:8080', '/healthy': 'http://localhost:8080' } },
  test: {
    // vitest runs one worker less than the machine's cores: one on a 2-core machine. The tests spend much of their time
    // waiting on a database, a server or a browser, so two workers there finish sooner (server-pglite 348 s → 239 s;
    // the browser files, each with its own server and Chromium, 512 s one at a time → 278 s two at a time).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'resources/**/*.test.{ts,tsx}', 'tests/client/**/*.test.{ts,tsx}'],
          exclude: [...lightEntryTests, ...configDefaults.exclude],
          setupFiles: ['tests/client/setup.ts', 'tests/client/consoleSetup.ts'],
          // A worker imports the console once for all its files: each file would otherwise load react-admin, MUI and
          // every lazy page again (the setup preloads them). The setup resets what a test may leave behind.
          isolate: false,
          // A guard against a hang, not a claim on speed: a whole flow on screen takes seconds in jsdom, and 10-20 s on
          // a busy 2-core machine beside another worker (one test took 20.4 s under load); a stubbed answer, up to 5 s.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The payer's light entries, apart from the console: each file loads its own small app, in a fresh module graph.
          name: 'light-entries',
          environment: 'jsdom',
          include: lightEntryTests,
          setupFiles: ['tests/client/setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'contract', environment: 'node', include: ['openapi/**/*.test.ts', 'tests/contract/**/*.test.ts'] },
      },
      serverProject('server-pglite', { KASSA_TEST_DB: 'pglite' }),
      serverProject('server-postgres', { KASSA_TEST_DB: 'postgres' }),
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
