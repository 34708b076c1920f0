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
import type { SignedDelivery, Treasury } from './delivery.ts'
import { createSerialQueue, DeliveryError, treasuryTooLow } from './delivery-error.ts'
import { awaitEvmDelivery } from './evm-delivery-outcome.ts'

// Ether kept aside for the transfer's own gas when checking a native delivery.
const GAS_RESERVE_WEI = 10n ** 16n

// The stored form of an EVM delivery is 0x hex: hash and serialized transaction.
const evmDelivery = (delivery: SignedDelivery) => ({
  txHash: delivery.txHash as Hex,
  rawTransaction: delivery.rawTransaction as Hex,
})

/**
 * A treasury paying from `privateKey` on EVM chains, one transaction at a time per chain and
 * process. A delivery never needs signing again: one whose nonce went elsewhere is `dropped`.
 */
export function createEvmTreasury(context: ApiContext, privateKey: Hex): Treasury {
  const account = privateKeyToAccount(privateKey)
  const queues = new Map<string, ReturnType<typeof createSerialQueue>>()
  const chainOf = (caipNetworkId: string) => {
    const chain = context.chains.evm(caipNetworkId)
    if (!chain) throw new DeliveryError('Network not configured', { status: 500 })
    return chain
  }
  return {
    deliver({ target, recipient, units }, record) {
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
                    args: [recipient as Address, units],
                  }),
                }
              : { to: recipient as Address, value: units },
          )
          rawTransaction = await wallet.signTransaction(request)
        } catch (error) {
          throw new DeliveryError('The network refused the delivery', {
            status: 502,
            cause: error,
          })
        }
        const delivery = { txHash: keccak256(rawTransaction), rawTransaction }
        if (!(await record(delivery))) return undefined
        return awaitEvmDelivery(client, account.address, delivery)
      })
    },
    resume({ target }, delivery) {
      const chain = chainOf(target.caipNetworkId)
      return awaitEvmDelivery(chain.client, account.address, evmDelivery(delivery))
    },
  }
}
