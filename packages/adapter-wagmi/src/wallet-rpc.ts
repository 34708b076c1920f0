import { AppKitError } from '@openappkit/common/errors'
import type {
  GetCapabilitiesParameters,
  GetCapabilitiesReturnType,
  WalletGetAssetsParameters,
  WalletGetAssetsReturnType,
} from '@openappkit/controllers'
import type { Config } from '@wagmi/core'
import { getConnection } from './wagmi-actions.ts'

type Wrap = <TResult>(action: () => Promise<TResult>) => Promise<TResult>

/**
 * The wallet calls wagmi has no action for, sent to the connected wallet's EIP-1193 provider:
 * EIP-5792 capabilities and EIP-7811 assets, raw replies keyed by hex chain id.
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
