import { defineConfig } from 'vitest/config';

// Node-side tests: engine, titles, main-process modules, CLI. Browser tests (Konva) live in test/browser and
// run in a second project added by the renderer work.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**', 'test/e2e/**'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
  },
});
