export * from './queries.js';
export * from './hooks.js';
export { useDebouncedValue } from './debounce.js';
export { usablePageSize } from './page-size.js';
export { holderDistribution, isTraitFilterActive, matchesTraits, toggleTraitValue } from './derive.js';
export type { HolderBucket, HolderDistribution, TraitSelection } from './derive.js';
