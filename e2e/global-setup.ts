import { build } from 'vite';

/**
 * Builds the demo and the standalone embed once for the whole e2e run: the tests drive the static
 * files a creator would deploy.
 */
export default async function setup() {
  // Vitest runs this with NODE_ENV=test, and Vite builds React's development runtime under any
  // NODE_ENV but production: the tests would drive a 530 KB development demo, not the deployed one.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'warn' });
    await build({ configFile: 'vite.embed.config.ts', mode: 'production', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
