import { Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import { base58Encode, base64Encode, bytesEqual, randomBytes, utf8 } from '../encoding.js';

export const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
/** Solana's base fee per signature; the pre-flight and the debit both count it. */
export const FEE_LAMPORTS_PER_SIGNATURE = 5_000;

export interface MintTransactionInput {
  wallet: string;
  treasury: string;
  mintAuthority: Keypair;
  lamports: number;
  memo: string;
}

export interface PreparedTransaction {
  /** Base64 wire bytes, co-signed by the mint authority, waiting for the wallet's signature. */
  transaction: string;
  /** The exact message the wallet must sign; execute-mint accepts nothing else. */
  message: Uint8Array;
  feeLamports: number;
}

/**
 * A legacy transaction a wallet adapter can sign as is: the wallet pays the fee and the price, and
 * the memo names the session and makes the mint authority a required co-signer. The blockhash is
 * random because no cluster is behind the sandbox; nothing ever checks it.
 */
export function buildMintTransaction(input: MintTransactionInput): PreparedTransaction {
  const wallet = new PublicKey(input.wallet);
  const transaction = new Transaction({ feePayer: wallet, recentBlockhash: new PublicKey(randomBytes(32)).toBase58() });
  if (input.lamports > 0) {
    transaction.add(SystemProgram.transfer({ fromPubkey: wallet, toPubkey: new PublicKey(input.treasury), lamports: input.lamports }));
  }
  transaction.add(
    new TransactionInstruction({
      programId: MEMO_PROGRAM_ID,
      keys: [{ pubkey: input.mintAuthority.publicKey, isSigner: true, isWritable: false }],
      // web3.js types instruction data as Node's Buffer but only reads it as bytes, which lets this
      // run in a browser without a Buffer polyfill.
      data: utf8(input.memo) as Buffer,
    }),
  );
  transaction.partialSign(input.mintAuthority);
  const message = new Uint8Array(transaction.serializeMessage());
  const wire = transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
  return {
    transaction: base64Encode(new Uint8Array(wire)),
    message,
    feeLamports: transaction.signatures.length * FEE_LAMPORTS_PER_SIGNATURE,
  };
}

export type SignedTransactionCheck =
  | { ok: true; walletSignature: string }
  | { ok: false; reason: string };

/** Reads Solana's compact-u16 length prefix. */
function readCompactU16(bytes: Uint8Array): { value: number; size: number } | null {
  let value = 0;
  for (let size = 0; size < 3; size++) {
    const byte = bytes[size];
    if (byte === undefined) return null;
    // A cluster reads only the shortest form (a padded "0x82 0x00" for 2 is refused), and at most 16 bits.
    if (size > 0 && byte === 0) return null;
    if (size === 2 && byte > 0x03) return null;
    value |= (byte & 0x7f) << (7 * size);
    if ((byte & 0x80) === 0) return { value, size: size + 1 };
  }
  return null;
}

/**
 * The checks a cluster would make before accepting the bytes, plus the service's own: the message
 * must be byte-for-byte the prepared one (a wallet may sign, not edit), and every required
 * signature, the wallet's included, must verify.
 */
export function checkSignedTransaction(bytes: Uint8Array, preparedMessage: Uint8Array): SignedTransactionCheck {
  const count = readCompactU16(bytes);
  if (!count || count.value === 0) return { ok: false, reason: 'The bytes are not a Solana transaction.' };
  const messageStart = count.size + count.value * 64;
  if (messageStart >= bytes.length) return { ok: false, reason: 'The bytes are not a Solana transaction.' };
  if (!bytesEqual(bytes.subarray(messageStart), preparedMessage)) {
    return { ok: false, reason: 'The transaction message differs from the one prepared for this session.' };
  }
  let transaction: Transaction;
  try {
    transaction = Transaction.from(bytes);
  } catch {
    return { ok: false, reason: 'The bytes are not a Solana transaction.' };
  }
  if (!transaction.verifySignatures(true)) {
    return { ok: false, reason: 'A required signature is missing or does not verify.' };
  }
  const walletSignature = transaction.signatures[0]?.signature;
  if (!walletSignature) return { ok: false, reason: 'The wallet signature is missing.' };
  return { ok: true, walletSignature: base58Encode(new Uint8Array(walletSignature)) };
}
