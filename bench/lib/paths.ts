import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
export const ROOT_DIR = dirname(BENCH_DIR);
export const BUILD_DIR = join(BENCH_DIR, '.build');
export const RESULTS_DIR = join(BENCH_DIR, 'results');
