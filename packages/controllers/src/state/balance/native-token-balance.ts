import type { CaipNetwork } from '@openappkit/common/networks'
import { formatUnits } from '@openappkit/common/units'
import type { TokenBalance } from '../../api/schemas/token-balance.ts'

/** The network's native coin as a token balance of `amount` smallest units (no price known). */
export function nativeTokenBalance(caipNetwork: CaipNetwork, amount: bigint): TokenBalance {
  const { name, symbol, decimals } = caipNetwork.nativeCurrency
  return {
    name,
    symbol,
    chainId: caipNetwork.caipNetworkId,
    address: undefined,
    price: 0,
    quantity: { decimals: String(decimals), numeric: formatUnits(amount, decimals) },
    iconUrl: '',
  }
}
