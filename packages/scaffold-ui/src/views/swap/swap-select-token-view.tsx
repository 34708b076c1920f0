import type { SwapToken, TokenBalance } from '@openappkit/controllers'
import {
  fetchTokenBalances,
  goBack,
  type RouterData,
  type SwapState,
  setSwapSourceToken,
  setSwapToToken,
  switchSwapTokens,
} from '@openappkit/controllers/internal'
import { useEffect } from 'react'
import { TokenPicker, type TokenPickerItem } from '../../components/token-picker.tsx'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useLocale } from '../../i18n/locale-context.tsx'
import { toSwapPickerItems } from './swap-token-items.ts'

/**
 * SwapSelectToken: the token for one side of the swap, from the same list Send uses (what the
 * account holds of each, a search). Choosing the other side's token switches the two; the view
 * then returns to Swap.
 */
export function SwapSelectTokenView() {
  const { core } = useModalContext()
  const { t } = useLocale()
  const swap = useAppState('swap') as SwapState
  const balances = useAppState('balances')
  const router = useAppState('router')
  const side = (router.data as RouterData | undefined)?.swapSide ?? 'sourceToken'
  useEffect(() => {
    void fetchTokenBalances(core)
  }, [core])

  const tokens = swap.tokens as readonly SwapToken[]
  const current = side === 'sourceToken' ? swap.sourceToken : swap.toToken
  const other = side === 'sourceToken' ? swap.toToken : swap.sourceToken
  const choose = (item: TokenPickerItem) => {
    const token = tokens.find((candidate) => candidate.address === item.id)
    if (!token) return
    if (other?.address === token.address) switchSwapTokens(core)
    else if (side === 'sourceToken') setSwapSourceToken(core, token)
    else setSwapToToken(core, token)
    goBack(core)
  }
  return (
    <div className="apkt-view">
      <h3 className="apkt-section-label">
        {side === 'sourceToken' ? t('swap.fromToken') : t('swap.toToken')}
      </h3>
      <TokenPicker
        tokens={toSwapPickerItems(tokens, balances.tokenBalances as readonly TokenBalance[])}
        selectedId={current?.address}
        loading={swap.initializing}
        onSelect={choose}
        label={t('swap.tokensLabel')}
        loadingLabel={t('swap.loading')}
        emptyTitle={t('swap.emptyTitle')}
        emptyDescription={t('swap.emptyDescription')}
      />
    </div>
  )
}
