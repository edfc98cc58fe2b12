import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Projects: `node` runs core and sandbox tests with no DOM (proving src/core needs none);
// `unit` runs React and component tests in jsdom. The Storybook browser project is added in
// vitest.storybook.config.ts so the default test run needs no browser.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/core/**/*.test.ts', 'test/sandbox/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          setupFiles: ['./test/setup.jsdom-realm.ts', './test/setup.ts'],
          include: ['test/react/**/*.test.{ts,tsx}', 'test/components/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
