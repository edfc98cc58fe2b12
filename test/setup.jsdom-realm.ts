// jsdom swaps Uint8Array/ArrayBuffer for its own realm's; @solana/web3.js v1 Buffers then fail
// `instanceof Uint8Array` checks. Restore Node's constructors.
const NodeUint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as typeof Uint8Array;
globalThis.Uint8Array = NodeUint8Array;
globalThis.ArrayBuffer = new NodeUint8Array(0).buffer.constructor as typeof ArrayBuffer;
