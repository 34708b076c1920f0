import { AppKitError } from '@openappkit/common/errors'
import {
  AUTH_CONNECTOR_ID,
  type EstimateGasParameters,
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  type WalletGetAssetsParameters,
  type WalletGetAssetsReturnType,
} from '@openappkit/controllers'
import type { Config } from '@wagmi/core'
import { getConnection } from './wagmi-actions.ts'

type Wrap = <TResult>(action: () => Promise<TResult>) => Promise<TResult>

/**
 * The wallet calls wagmi has no action for, sent to the connected wallet's EIP-1193 provider:
 * EIP-5792 capabilities and EIP-7811 assets (raw replies keyed by hex chain id), and the
 * embedded wallet's gas estimates.
 */
export function walletRpc(config: Config, wrap: Wrap) {
  const providerOfConnection = async () => {
    const { connector, status } = getConnection(config)
    if (status !== 'connected' || !connector) throw new AppKitError('NO_WALLET_CONNECTED')
    return (await connector.getProvider()) as {
      request(arguments_: { method: string; params?: unknown }): Promise<unknown>
    }
  }
  return {
    /**
     * The embedded wallet's eth_estimateGas of the call, when it is connected on `chainId`: it
     * answers for the account it sends as (a smart account's whole UserOperation, not the call
     * alone). Undefined for other wallets, whose calls the node estimates.
     */
    async embeddedWalletGas(request: EstimateGasParameters, chainId: number | undefined) {
      const connection = getConnection(config)
      if (connection.connector?.id !== AUTH_CONNECTOR_ID) return undefined
      if (chainId !== undefined && connection.chainId !== chainId) return undefined
      const provider = await providerOfConnection()
      const gas = await provider.request({
        method: 'eth_estimateGas',
        params: [
          {
            from: request.address,
            to: request.to,
            ...(request.data !== undefined ? { data: request.data } : {}),
            ...(request.value !== undefined ? { value: `0x${request.value.toString(16)}` } : {}),
          },
        ],
      })
      if (typeof gas !== 'string' || !/^0x[0-9a-fA-F]+$/.test(gas)) {
        throw new AppKitError('UNKNOWN_NODE_ERROR')
      }
      return BigInt(gas)
    },
    getCapabilities: ({ address }: GetCapabilitiesParameters) =>
      wrap(async () => {
        const provider = await providerOfConnection()
        const capabilities = await provider.request({
          method: 'wallet_getCapabilities',
          params: [address],
        })
        return (capabilities ?? {}) as GetCapabilitiesReturnType
      }),
    walletGetAssets: ({ account, chainFilter }: WalletGetAssetsParameters) =>
      wrap(async () => {
        const provider = await providerOfConnection()
        const assets = await provider.request({
          method: 'wallet_getAssets',
          params: [{ account, ...(chainFilter ? { chainFilter } : {}) }],
        })
        return (assets ?? {}) as WalletGetAssetsReturnType
      }),
  }
}
