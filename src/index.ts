/**
 * `mintkit`: the React layer (provider, hooks, components) on top of `mintkit/core`.
 */
export * from './core/index.js';
export * from './react/index.js';
export * from './components/index.js';
export * from './components/market/index.js';
