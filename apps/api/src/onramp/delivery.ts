import type { OnRampTarget } from './onramp-assets.ts'

/**
 * A signed delivery transaction: what is stored with the checkout's claim before anything is
 * sent, so a process killed at any point leaves what another one needs to finish it. `txHash` is
 * the transaction hash (EVM) or the fee payer's signature (Solana); `rawTransaction` the signed
 * bytes as the network's send method takes them (0x hex on EVM, base64 wire bytes on Solana).
 */
export type SignedDelivery = { txHash: string; rawTransaction: string }

/**
 * What became of a signed delivery: landed (`delivered`, or `reverted` when it failed on chain),
 * `dropped` (it can never land and nothing was paid), or still `unconfirmed`.
 */
export type DeliveryOutcome = {
  status: 'delivered' | 'reverted' | 'dropped' | 'unconfirmed'
  txHash: string
}

/** What to deliver: `units` of the target asset to `recipient`. */
export type DeliveryOrder = { target: OnRampTarget; recipient: string; units: bigint }

/**
 * Stores a signed delivery with the checkout (the claim, or a replacement of an expired one);
 * false when the checkout is no longer in the state that allows it: then nothing is sent.
 */
export type RecordDelivery = (delivery: SignedDelivery) => Promise<boolean>

/** Sends purchased assets from a treasury key, on one chain namespace. */
export type Treasury = {
  /**
   * Signs the transfer and hands it to `record` (which stores it with the checkout's claim);
   * then sends it and waits for its outcome. Undefined when `record` refused (nothing was sent).
   */
  deliver(order: DeliveryOrder, record: RecordDelivery): Promise<DeliveryOutcome | undefined>
  /**
   * Finishes a recorded delivery: sends it again (a no-op when it went out) and waits for its
   * outcome. A Solana delivery whose blockhash expired before it landed is signed again and the
   * replacement goes through `record` first.
   */
  resume(
    order: DeliveryOrder,
    delivery: SignedDelivery,
    record: RecordDelivery,
  ): Promise<DeliveryOutcome>
}
