import {
  decodeAbiParameters,
  ERC20_BALANCE_OF,
  ERC20_DECIMALS,
  ERC20_NAME,
  ERC20_SYMBOL,
  encodeFunctionData,
  GET_ETH_BALANCE,
  type Hex,
  hexToUtf8,
} from '@openappkit/common/abi'
import { AppKitError } from '@openappkit/common/errors'
import { type CaipNetwork, MULTICALL3_ADDRESS } from '@openappkit/common/networks'
import { formatUnits } from '@openappkit/common/units'
import type { TokenBalance } from '../../api/schemas/token-balance.ts'
import type { AppKitCore } from '../../core/types.ts'
import { type MulticallCallResult, multicall } from '../../evm/multicall/multicall.ts'
import type { TokenConfig } from '../options/types.ts'
import { nativeTokenBalance } from './native-token-balance.ts'

export type ReadEvmBalancesParameters = {
  address: string
  caipNetwork: CaipNetwork
  /** ERC-20s to read besides the native balance. */
  tokens?: readonly TokenConfig[] | undefined
}

export type ReadEvmBalancesReturnType = TokenBalance[]

// Reads per token, in this order, after the one native read.
const TOKEN_READS = [ERC20_BALANCE_OF, ERC20_DECIMALS, ERC20_SYMBOL, ERC20_NAME] as const

function readUint(result: MulticallCallResult | undefined): bigint | undefined {
  if (!result?.success) return undefined
  try {
    return decodeAbiParameters(['uint256'], result.returnData)[0] as bigint
  } catch {
    return undefined
  }
}

// ERC-20 `symbol()`/`name()` return a string; some old tokens (MKR, SAI) return bytes32.
function readText(result: MulticallCallResult | undefined): string | undefined {
  if (!result?.success) return undefined
  try {
    if (result.returnData.length === 66) {
      return hexToUtf8(result.returnData.slice(2).replace(/(00)+$/, ''))
    }
    return decodeAbiParameters(['string'], result.returnData)[0] as string
  } catch {
    return undefined
  }
}

/**
 * Native and ERC-20 balances straight from the network's RPC in one Multicall3 `aggregate3`
 * `eth_call` (docs/project/architecture.md §6): `getEthBalance` plus balanceOf/decimals/symbol/name
 * per token. A token whose balance or decimals cannot be read is left out; configured fields win
 * over on-chain ones.
 */
export async function readEvmBalances(
  core: AppKitCore,
  { address, caipNetwork, tokens = [] }: ReadEvmBalancesParameters,
): Promise<ReadEvmBalancesReturnType> {
  const rpcUrl = caipNetwork.rpcUrls.default.http[0]
  if (!rpcUrl)
    throw new AppKitError('NO_RPC_URL', { params: { caipNetworkId: caipNetwork.caipNetworkId } })
  const multicallAddress = caipNetwork.contracts?.multicall3?.address ?? MULTICALL3_ADDRESS
  const calls: { target: string; callData: Hex }[] = [
    { target: multicallAddress, callData: encodeFunctionData(GET_ETH_BALANCE, [address]) },
  ]
  for (const token of tokens) {
    for (const read of TOKEN_READS) {
      const args = read === ERC20_BALANCE_OF ? [address] : []
      calls.push({ target: token.address, callData: encodeFunctionData(read, args) })
    }
  }
  const results = await multicall({
    fetch: core.services.fetch,
    rpcUrl,
    multicallAddress,
    calls,
  })

  const { caipNetworkId } = caipNetwork
  const native = readUint(results[0])
  const balances: TokenBalance[] = []
  if (native !== undefined) balances.push(nativeTokenBalance(caipNetwork, native))
  tokens.forEach((token, index) => {
    const base = 1 + index * TOKEN_READS.length
    const balance = readUint(results[base])
    const decimals = token.decimals ?? readUint(results[base + 1])
    if (balance === undefined || decimals === undefined || decimals > 255n) return
    const symbol = token.symbol ?? readText(results[base + 2]) ?? ''
    balances.push({
      name: token.name ?? readText(results[base + 3]) ?? symbol,
      symbol,
      chainId: caipNetworkId,
      address: `${caipNetworkId}:${token.address}`,
      price: 0,
      quantity: {
        decimals: String(decimals),
        numeric: formatUnits(balance, Number(decimals)),
      },
      iconUrl: token.iconUrl ?? '',
    })
  })
  return balances
}
