import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import { formatUnits } from '@openappkit/common/units'

let rpcId = 0

async function callNode(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
  })
  const body = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { message?: string } }
    | undefined
  if (!body || body.error || !('result' in body)) throw new AppKitError('INVALID_JSON_RPC_RESPONSE')
  return body.result
}

/**
 * The native balance from the network's own node, for the namespaces whose node API is plain
 * JSON-RPC (eip155 `eth_getBalance`, solana `getBalance`); the others need their adapter.
 */
export async function readNativeBalance(
  caipNetwork: CaipNetwork,
  address: string,
  rpcUrl: string | undefined,
): Promise<{ balance: string; symbol: string }> {
  const { chainNamespace: namespace, nativeCurrency } = caipNetwork
  if (namespace !== 'eip155' && namespace !== 'solana') {
    throw new AppKitError('NOT_AVAILABLE_WITHOUT_CHAIN_ADAPTER', {
      params: { method: 'getBalance', namespace },
    })
  }
  if (!rpcUrl)
    throw new AppKitError('NO_RPC_URL', { params: { caipNetworkId: caipNetwork.caipNetworkId } })
  const value =
    namespace === 'eip155'
      ? BigInt(String(await callNode(rpcUrl, 'eth_getBalance', [address, 'latest'])))
      : BigInt(
          String(
            (
              (await callNode(rpcUrl, 'getBalance', [address, { commitment: 'confirmed' }])) as {
                value?: unknown
              }
            )?.value ?? 0,
          ),
        )
  return { balance: formatUnits(value, nativeCurrency.decimals), symbol: nativeCurrency.symbol }
}
