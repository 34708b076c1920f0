import { AppKitError } from '@openappkit/common/errors'
import { type CaipNetwork, type CustomRpcUrls, rpcUrlOf } from '@openappkit/common/networks'
import { formatUnits } from '@openappkit/common/units'
import { type FetchLike, jsonRpcRequest } from '@openappkit/controllers'

/**
 * The native balance from the network's own node, for the namespaces whose node API is plain
 * JSON-RPC (eip155 `eth_getBalance`, solana `getBalance`); the others need their adapter.
 */
export async function readNativeBalance(
  caipNetwork: CaipNetwork,
  address: string,
  customRpcUrls: CustomRpcUrls | undefined,
): Promise<{ balance: string; symbol: string }> {
  const { chainNamespace: namespace, nativeCurrency } = caipNetwork
  if (namespace !== 'eip155' && namespace !== 'solana') {
    throw new AppKitError('NOT_AVAILABLE_WITHOUT_CHAIN_ADAPTER', {
      params: { method: 'getBalance', namespace },
    })
  }
  const rpcUrl = rpcUrlOf(caipNetwork, customRpcUrls)
  const call = (method: string, params: unknown[]) =>
    jsonRpcRequest({ fetch: globalThis.fetch as unknown as FetchLike, rpcUrl, method, params })
  const value =
    namespace === 'eip155'
      ? BigInt(String(await call('eth_getBalance', [address, 'latest'])))
      : BigInt(
          String(
            (
              (await call('getBalance', [address, { commitment: 'confirmed' }])) as {
                value?: unknown
              } | null
            )?.value ?? 0,
          ),
        )
  return { balance: formatUnits(value, nativeCurrency.decimals), symbol: nativeCurrency.symbol }
}
