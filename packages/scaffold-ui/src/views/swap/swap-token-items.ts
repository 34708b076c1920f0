import type { SwapToken, TokenBalance } from '@openappkit/controllers'
import { isNativeTokenAddress, plainTokenAddress } from '@openappkit/controllers/internal'
import type { TokenPickerItem } from '../../components/token-picker.tsx'

/** What the account holds of `token`: the native balance, or the balance of its address. */
export function heldBalanceOf(
  token: SwapToken,
  balances: readonly TokenBalance[],
): TokenBalance | undefined {
  if (isNativeTokenAddress(token.address)) {
    return balances.find((balance) => balance.address === undefined)
  }
  const address = plainTokenAddress(token.address).toLowerCase()
  return balances.find(
    (balance) =>
      balance.address !== undefined && plainTokenAddress(balance.address).toLowerCase() === address,
  )
}

/**
 * The swap tokens as rows of the token picker, each with what the account holds of it (held
 * ones first, by value), so Swap chooses its tokens the way Send does.
 */
export function toSwapPickerItems(
  tokens: readonly SwapToken[],
  balances: readonly TokenBalance[],
): TokenPickerItem[] {
  const items = tokens.map((token, index) => {
    const held = heldBalanceOf(token, balances)
    return {
      index,
      item: {
        id: token.address,
        name: token.name,
        symbol: token.symbol,
        iconUrl: token.logoUri,
        address: plainTokenAddress(token.address),
        quantity: held?.quantity.numeric ?? '0',
        value: held?.value,
      } satisfies TokenPickerItem,
    }
  })
  const worth = (entry: (typeof items)[number]) =>
    entry.item.value ?? (Number(entry.item.quantity) > 0 ? 0 : -1)
  return items.sort((a, b) => worth(b) - worth(a) || a.index - b.index).map((entry) => entry.item)
}
