/**
 * Stable identities of the seeded drops and keys, shared by the minting and marketplace sandboxes
 * (the marketplace lists some of the same collections under the same on-chain address).
 * Tests and tools should read them from `GET /__sandbox/manifest` rather than import them.
 */
export const DROP_IDS = {
  genesis: { shortId: 'genesis', address: '9TjfgBMHQ2oiBGDvC9K1fb62oFucxzyEPQzaszXFD2P6', uuid: 'e17be519-b1b7-4ba9-abd0-43b4e26f0c21' },
  soldOut: { shortId: 'sold-out', address: '846nh1yBLBP3ZA3mRuqkP6U8WpFkdwWRZPrb2chQvnq1', uuid: '48d9a46e-f3c8-4bc6-a06c-e197acdd098a' },
  hiddenPrice: { shortId: 'hidden-price', address: '8riQN9dpJTcJ7Fs7hipMKEfRtHiboY3d41g4uPxMsxaB', uuid: '5296ac81-08d8-4fdb-af24-f023d0a059b4' },
  unknownPrice: { shortId: 'unknown-price', address: '3hiMSV8gKD5v5atuKLG6soqSBQWquPe9YuPycF5tBgdd', uuid: '1cffdbc6-9eb9-43d5-a65c-2f71e369468e' },
  dutch: { shortId: 'dutch', address: '7PSjvgZX7gWsZWxhzNaavdgJaB3bQDDAkkbK7mWueP7b', uuid: 'cedec161-1801-42fd-a9f2-ca1abb1c920a' },
  pegged: { shortId: 'pegged', address: 'Hk5F1gYarU6d7ZbksRChyLpHZWNC3SpFhejVz1VkTraU', uuid: 'dba81291-be4e-4e4a-a66a-8758ab21d554' },
  gated: { shortId: 'gated', address: '9joL32Uwxp84pGzZX588mHmeVdZ2P4jCohzcBVq8DWxb', uuid: 'dc8df925-920b-4e6c-a3e7-1aa0d34c236b' },
  claimCodes: { shortId: 'claim-codes', address: '9oSMNV94XGrLWMXfRs7Lyhi7zBg3rnMFE3cR9kRzyPu1', uuid: '0b42c53e-f160-43ae-a521-244efa87b0f7' },
  bounty: { shortId: 'bounty', address: 'BuvrhbAr4PSgxWZW9eKpW5xoFZDCt2REPqV2k7n4KiHa', uuid: '526ea46b-4451-49bc-a05a-542af7e26f46' },
  bogo: { shortId: 'bogo', address: 'FdjTYo8uHvNa85ahTpuFoaGDAXRaGxdkuhxwwbELuZ7b', uuid: '822826ed-ac7e-4078-ab98-b5a792175fb1' },
  mainnet: { shortId: 'mainnet', address: 'DQi1HBHboc8tT9qgpfQqkFXAwhNHEQFf2fZcnteGAhHB', uuid: '1db2d224-687b-41de-ab4f-b901c530ec2e' },
  unsupportedChain: { shortId: 'unsupported-chain', address: '5QDjmwJTxwXbx25L51acmfi9trfKifL7BwfUQoMP8nwD', uuid: 'ce916de6-fa69-4bb5-af46-0519b6c52a69' },
  outOfScope: { shortId: 'out-of-scope', address: 'Eo38WFqUBFR41PsscegybqUmXm418YFXLWdrSzbjJ7vC', uuid: '13b00671-64cc-4e6e-a002-4da3c5a44458' },
} as const;

export type SeededDropName = keyof typeof DROP_IDS;

/** Origins every seeded browser key admits: any local port (a sandbox-only convenience). */
export const LOCAL_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'] as const;

/**
 * The sandbox's seeded API keys, by role (the same list, with origins and scopes, is in `GET /__sandbox/manifest`).
 *
 * @example
 * <MintPage drop="genesis" publishableKey={SEEDED_KEYS.publishable} baseUrl={`${server.url}/mint`} />
 */
export const SEEDED_KEYS = {
  /** Sandbox key used by the demo page and Storybook: devnet-only, local origins, every drop but out-of-scope. */
  sandbox: 'svc_test_mintkit_demo_0001',
  /** Publishable key: local origins, every drop but out-of-scope. */
  publishable: 'svc_pub_mintkit_demo_0001',
  /** Publishable key scoped to the genesis drop only (scope tests). */
  publishableGenesisOnly: 'svc_pub_mintkit_genesis_0001',
  /** Publishable key bound to one non-local origin (origin tests). */
  publishableStrictOrigin: 'svc_pub_mintkit_strict_0001',
  /** Secret key for server code: no origin binding, every drop but out-of-scope. */
  secret: 'svc_live_mintkit_server_0001',
} as const;
