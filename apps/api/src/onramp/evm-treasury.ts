import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { erc20Abi } from '../chains/index.ts'
import type { ApiContext } from '../server/api-context.ts'
import { createSerialQueue, DeliveryError, treasuryTooLow } from './delivery-error.ts'
import { awaitEvmDelivery, type EvmDeliveryOutcome } from './evm-delivery-outcome.ts'
import type { OnRampTarget } from './onramp-assets.ts'

// Ether kept aside for the transfer's own gas when checking a native delivery.
const GAS_RESERVE_WEI = 10n ** 16n

/** A signed delivery: what is stored with the claim before anything is sent. */
export type EvmDelivery = { txHash: Hex; rawTransaction: Hex }

/** Sends purchased assets from the treasury key on EVM chains. */
export type EvmTreasury = {
  /**
   * Signs the transfer and hands it to `record`, which stores it with the checkout's claim and
   * returns false when the checkout cannot be claimed (then nothing is sent); otherwise sends it
   * and waits for its outcome.
   */
  deliver(
    target: OnRampTarget,
    recipient: Address,
    units: bigint,
    record: (delivery: EvmDelivery) => Promise<boolean>,
  ): Promise<EvmDeliveryOutcome | undefined>
  /** Sends a recorded delivery again (a no-op when it went out) and waits for its outcome. */
  resume(caipNetworkId: string, delivery: EvmDelivery): Promise<EvmDeliveryOutcome>
}

/** A treasury paying from `privateKey`, one transaction at a time per chain and process. */
export function createEvmTreasury(context: ApiContext, privateKey: Hex): EvmTreasury {
  const account = privateKeyToAccount(privateKey)
  const queues = new Map<string, ReturnType<typeof createSerialQueue>>()
  const chainOf = (caipNetworkId: string) => {
    const chain = context.chains.evm(caipNetworkId)
    if (!chain) throw new DeliveryError('Network not configured', { status: 500, broadcast: false })
    return chain
  }
  return {
    deliver(target, recipient, units, record) {
      const chain = chainOf(target.caipNetworkId)
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
        let rawTransaction: Hex
        try {
          const request = await wallet.prepareTransactionRequest(
            token
              ? {
                  to: token,
                  data: encodeFunctionData({
                    abi: erc20Abi,
                    functionName: 'transfer',
                    args: [recipient, units],
                  }),
                }
              : { to: recipient, value: units },
          )
          rawTransaction = await wallet.signTransaction(request)
        } catch (error) {
          throw new DeliveryError('The network refused the delivery', {
            status: 502,
            broadcast: false,
            cause: error,
          })
        }
        const delivery = { txHash: keccak256(rawTransaction), rawTransaction }
        if (!(await record(delivery))) return undefined
        return awaitEvmDelivery(client, account.address, delivery)
      })
    },
    resume(caipNetworkId, delivery) {
      const chain = chainOf(caipNetworkId)
      return awaitEvmDelivery(chain.client, account.address, delivery)
    },
  }
}
