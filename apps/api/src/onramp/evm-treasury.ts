import { type Address, createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { erc20Abi } from '../chains/index.ts'
import type { ApiContext } from '../server/api-context.ts'
import { createSerialQueue, DeliveryError, treasuryTooLow } from './delivery-error.ts'
import type { OnRampTarget } from './onramp-assets.ts'

const RECEIPT_TIMEOUT_MS = 30_000
const RECEIPT_POLL_MS = 100
// Ether kept aside for the transfer's own gas when checking a native delivery.
const GAS_RESERVE_WEI = 10n ** 16n

/** Sends purchased assets from the treasury key on EVM chains. */
export type EvmTreasury = {
  deliver(target: OnRampTarget, recipient: Address, units: bigint): Promise<{ txHash: Hex }>
}

/** A treasury paying from `privateKey`, one transaction at a time per chain. */
export function createEvmTreasury(context: ApiContext, privateKey: Hex): EvmTreasury {
  const account = privateKeyToAccount(privateKey)
  const queues = new Map<string, ReturnType<typeof createSerialQueue>>()
  return {
    deliver(target, recipient, units) {
      const chain = context.chains.evm(target.caipNetworkId)
      if (!chain)
        throw new DeliveryError('Network not configured', { status: 500, broadcast: false })
      const queue = queues.get(target.caipNetworkId) ?? createSerialQueue()
      queues.set(target.caipNetworkId, queue)
      return queue(async () => {
        const { client } = chain
        const wallet = createWalletClient({
          account,
          chain: chain.chain,
          transport: http(chain.config.rpcUrl),
        })
        const token = target.tokenAddress as Address | undefined
        const available = token
          ? await client.readContract({
              address: token,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [account.address],
            })
          : (await client.getBalance({ address: account.address })) - GAS_RESERVE_WEI
        if (available < units) throw treasuryTooLow()
        let txHash: Hex
        try {
          txHash = token
            ? await wallet.writeContract({
                address: token,
                abi: erc20Abi,
                functionName: 'transfer',
                args: [recipient, units],
              })
            : await wallet.sendTransaction({ to: recipient, value: units })
        } catch (error) {
          throw new DeliveryError('The network refused the delivery', {
            status: 502,
            broadcast: false,
            cause: error,
          })
        }
        const deadline = Date.now() + RECEIPT_TIMEOUT_MS
        for (;;) {
          const receipt = await client
            .getTransactionReceipt({ hash: txHash })
            .catch(() => undefined)
          if (receipt?.status === 'success') return { txHash }
          if (receipt)
            throw new DeliveryError('The delivery transaction reverted', {
              status: 502,
              broadcast: true,
            })
          if (Date.now() > deadline) {
            throw new DeliveryError('The delivery was sent but not confirmed in time', {
              status: 504,
              broadcast: true,
            })
          }
          await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
        }
      })
    },
  }
}
