/**
 * What `<MintPage>` loads when its market section shows: `MarketSummary`, from a module that also
 * reaches the page's shell (mint-page-shell.tsx), as the mint controls and the lower sections do by
 * importing `createSlot` from it. Code splitting gives each set of entry points and lazy parts that reach a
 * module a chunk of its own. Loaded straight from market-summary.tsx, the market reached only part
 * of what the page loads first (react-query, the HTTP client, `format`), so that part sat in chunks
 * of its own beside the rest, each compressed alone with its own import and export lists (1b: 0.8 KB
 * gzip more, 1a 0.8 KB more). Nothing loads earlier: the page is loaded before its market can be.
 * Only `<MintPage>` imports this module, so a `MarketSummary` used without the page never reaches it.
 */
export { MarketSummary } from './market-summary.js';
// Not used by the market: re-exported only so that this module reaches the page's shell. Not
// `MintPage`: this module is kept whole as a lazy part, so that would keep the whole page in every
// bundle that merely parses mint-page.tsx (an app importing `PriceDisplay` from the package index);
// `createSlot` is kept there anyway by the mint controls and the lower sections.
export { createSlot } from '../mint-page-shell.js';
