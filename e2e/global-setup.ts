import { build } from 'vite';

/** Builds the demo once for the whole e2e run: the tests drive the static site a creator would deploy. */
export default async function setup() {
  await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'warn' });
}
