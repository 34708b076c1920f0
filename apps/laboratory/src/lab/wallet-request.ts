import { BaseError } from '@openappkit/common'
import { LabError } from './lab-error.ts'

/** The part of an EIP-1193 provider the lab calls. */
export type WalletProvider = {
  request(arguments_: { method: string; params?: readonly unknown[] }): Promise<unknown>
}

/** What the person reads when a wallet request fails. */
export function describeWalletError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  if (code === 4001) return 'Rejected in the wallet'
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error) return error.message
  return String(error)
}

/** Hex of the UTF-8 bytes of `text`, as personal_sign takes its message. */
export function toHexMessage(text: string): `0x${string}` {
  const bytes = new TextEncoder().encode(text)
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** Polls the wallet's node for the receipt of `hash` (every 250 ms, up to `timeoutMs`). */
export async function waitForReceipt(
  provider: WalletProvider,
  hash: string,
  timeoutMs = 30_000,
): Promise<{ status: string; blockNumber: string }> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const receipt = (await provider.request({
      method: 'eth_getTransactionReceipt',
      params: [hash],
    })) as { status: string; blockNumber: string } | null
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new LabError('The transaction was not mined in time', { details: hash })
}
