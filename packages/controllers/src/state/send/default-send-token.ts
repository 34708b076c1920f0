import type { TokenBalance } from '../../api/schemas/token-balance.ts'
import type { AppKitCore } from '../../core/types.ts'

/** The identity of a token of the balances on its chain: its address, or the native symbol. */
export function sendTokenKey(token: Pick<TokenBalance, 'chainId' | 'address' | 'symbol'>): string {
  return `${token.chainId}:${token.address ?? token.symbol}`
}

/** Remembers the token of a send that went out, for the next send's preselection. */
export function rememberSentToken(core: AppKitCore, token: TokenBalance): void {
  core.runtime.lastSentTokens.set(token.chainId, sendTokenKey(token))
}

/**
 * The token the send form starts with: the one last sent on this chain while the account still
 * holds it, else the chain's native token (no address) when it is listed; `undefined` when
 * neither is there.
 */
export function pickDefaultSendToken(
  core: AppKitCore,
  tokens: readonly TokenBalance[],
): TokenBalance | undefined {
  const chainId = core.state.chains.activeCaipNetwork?.caipNetworkId
  const last = chainId ? core.runtime.lastSentTokens.get(chainId) : undefined
  const onChain = tokens.filter((token) => chainId === undefined || token.chainId === chainId)
  return (
    (last ? onChain.find((token) => sendTokenKey(token) === last) : undefined) ??
    onChain.find((token) => token.address === undefined)
  )
}
