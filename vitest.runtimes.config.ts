import { defineConfig } from 'vitest/config';

/** The runtime contract suite (`npm run test:runtimes`): each file starts real runtimes, one file at a time. */
export default defineConfig({
  test: {
    include: ['tests/runtimes/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
  },
});
