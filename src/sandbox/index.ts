/**
 * `mintkit/sandbox`: a faithful in-memory implementation of the minting service and the
 * marketplace read service. No Node-only imports: it runs in tests, Storybook and the browser.
 */
export { createSandbox, type Sandbox, type SandboxOptions } from './create-sandbox';
export { DEFAULT_SANDBOX_BASE_URL } from './page-fetch';
export type { FaultRule } from './faults';
export type { SandboxManifest } from './manifest';
export type { MarketManifest } from './market';
export type { MintManifestPart } from './mint/service';
export type { KeyKind, SeededKeyName } from './mint/auth';
export { createManualClock, createSystemClock, type ManualClock, type SandboxClock, type SandboxTimer, type SystemClock } from './clock';
export { DROP_IDS, LOCAL_ORIGINS, SEEDED_KEYS, type SeededDropName } from './seed-ids';
