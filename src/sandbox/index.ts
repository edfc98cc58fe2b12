/**
 * `mintkit/sandbox`: a faithful in-memory implementation of the minting service and the
 * marketplace read service. No Node-only imports: it runs in tests, Storybook and the browser.
 */
export { createSandbox, type Sandbox, type SandboxOptions } from './create-sandbox.js';
export { DEFAULT_SANDBOX_BASE_URL } from './page-fetch.js';
export type { FaultRule } from './faults.js';
export type { RateLimit } from './rate-limit.js';
export type { SandboxManifest } from './manifest.js';
export type { MarketManifest } from './market/index.js';
export type { MintManifestPart } from './mint/service.js';
export type { KeyKind, SeededKeyName } from './mint/auth.js';
export { createManualClock, createSystemClock, type ManualClock, type SandboxClock, type SandboxTimer, type SystemClock } from './clock.js';
export { DROP_IDS, LOCAL_ORIGINS, SEEDED_KEYS, type SeededDropName } from './seed-ids.js';
export { FAUCET_SOL_PER_CONNECT, SandboxWalletAdapter, SandboxWalletName, type SandboxWalletBehavior, type SandboxWalletOptions, type SignRequest } from './sandbox-wallet.js';
