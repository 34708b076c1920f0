import {
  fetchSwapQuote,
  loadSwapNetwork,
  pushView,
  type SwapState,
  type SwapToken,
  setSwapSourceToken,
  setSwapSourceTokenAmount,
  setSwapToToken,
  switchSwapTokens,
  type TokenBalance,
} from '@openappkit/controllers'
import { AmountInput, Button, IconButton, Skeleton, SwapIcon, TokenImage } from '@openappkit/ui'
import { useEffect } from 'react'
import { formatBalance } from '../../components/format-balance.ts'
import { NoAccount } from '../../components/no-account.tsx'
import { SelectField } from '../../components/select-field.tsx'
import { StatusBlock } from '../../components/status-block.tsx'
import { useTask } from '../../components/use-task.ts'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useLocale } from '../../i18n/locale-context.tsx'
import { useActiveAccount } from '../account/use-active-account.ts'
import { SwapDetails } from './swap-details.tsx'

/** Waits this long after the last keystroke before asking for a quote. */
export const SWAP_QUOTE_DEBOUNCE_MS = 300

const tokenOptions = (tokens: readonly SwapToken[]) =>
  tokens.map((token) => ({ value: token.address, label: `${token.symbol} · ${token.name}` }))

/**
 * Swap: the pair, the amount to pay (Max from the balance), the quoted output, then price
 * impact, network fee, slippage and minimum received; Review opens SwapPreview.
 */
export function SwapView() {
  const { core } = useModalContext()
  const { t, numberLocale, translateMessage } = useLocale()
  const { account, network } = useActiveAccount()
  const swap = useAppState('swap') as SwapState
  const balances = useAppState('balances')
  const networkId = network?.caipNetworkId
  const loading = useTask(() => loadSwapNetwork(core), { auto: true, key: networkId ?? '' })
  const quoting = useTask(async () => {
    await fetchSwapQuote(core)
  })
  const { start: quote } = quoting

  const { sourceToken, toToken, sourceTokenAmount } = swap
  useEffect(() => {
    if (!sourceToken || !toToken || !(Number(sourceTokenAmount) > 0)) return
    const timer = setTimeout(() => void quote(), SWAP_QUOTE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [sourceToken, toToken, sourceTokenAmount, quote])

  if (!account?.address) return <NoAccount />
  if (loading.state.status === 'error') {
    return (
      <StatusBlock
        tone="error"
        title={loading.state.message}
        actions={
          <Button variant="secondary" onClick={() => void loading.start()}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    )
  }
  if (!swap.initialized || swap.initializing) {
    return (
      <div className="apkt-skeleton-list" role="status">
        <span className="apkt-visually-hidden">{t('swap.loading')}</span>
        <Skeleton height={96} shape="rect" />
        <Skeleton height={96} shape="rect" />
        <Skeleton height={48} shape="rect" />
      </div>
    )
  }
  if (swap.tokens.length === 0) {
    return (
      <StatusBlock
        tone="neutral"
        icon={<SwapIcon size={28} />}
        title={t('swap.emptyTitle')}
        description={t('swap.emptyDescription')}
      />
    )
  }

  const tokens = swap.tokens as readonly SwapToken[]
  const byAddress = (address: string) => tokens.find((token) => token.address === address)
  const held = sourceToken
    ? (balances.tokenBalances as readonly TokenBalance[]).find(
        (balance) => balance.symbol === sourceToken.symbol,
      )
    : undefined
  const error = swap.error ? translateMessage(swap.error) : undefined
  const ready = Boolean(swap.quote) && !swap.loadingQuote && Number(sourceTokenAmount) > 0
  // The button names what is still missing: both tokens, the one side left, or the amount.
  const hint =
    !sourceToken && !toToken
      ? t('swap.selectTokens')
      : !sourceToken
        ? t('swap.selectPayToken')
        : !toToken
          ? t('swap.selectReceiveToken')
          : t('swap.enterAmount')
  return (
    <div className="apkt-view">
      <div className="apkt-swap__side">
        <SelectField
          label={t('swap.fromToken')}
          value={sourceToken?.address ?? ''}
          placeholder={t('swap.chooseToken')}
          options={tokenOptions(tokens)}
          leading={sourceToken ? <TokenImage src={sourceToken.logoUri} size={24} /> : undefined}
          onChange={(address) => setSwapSourceToken(core, byAddress(address))}
        />
        <AmountInput
          label={t('swap.from')}
          value={sourceTokenAmount}
          onValueChange={(value) => setSwapSourceTokenAmount(core, value)}
          decimals={sourceToken?.decimals ?? 18}
          maxValue={held?.quantity.numeric}
          maxLabel={held ? t('send.max') : undefined}
          trailing={
            sourceToken ? <span className="apkt-amount__symbol">{sourceToken.symbol}</span> : null
          }
        />
      </div>
      <div className="apkt-swap__switch">
        <IconButton
          size="sm"
          label={t('swap.switchTokens')}
          icon={<SwapIcon size={16} />}
          onClick={() => switchSwapTokens(core)}
        />
      </div>
      <div className="apkt-swap__side">
        <SelectField
          label={t('swap.toToken')}
          value={toToken?.address ?? ''}
          placeholder={t('swap.chooseToken')}
          options={tokenOptions(tokens)}
          leading={toToken ? <TokenImage src={toToken.logoUri} size={24} /> : undefined}
          onChange={(address) => setSwapToToken(core, byAddress(address))}
        />
        <div className="apkt-swap__output" aria-live="polite">
          <span className="apkt-field__label">{t('swap.to')}</span>
          {swap.loadingQuote ? (
            <span role="status" className="apkt-swap__quoting">
              <Skeleton width={120} height={28} shape="rect" />
              <span className="apkt-visually-hidden">{t('swap.quoteLoading')}</span>
            </span>
          ) : (
            <output className="apkt-swap__amount" title={swap.toTokenAmount}>
              {formatBalance(swap.toTokenAmount || '0', numberLocale)}
              {toToken ? <span className="apkt-amount__symbol"> {toToken.symbol}</span> : null}
            </output>
          )}
        </div>
      </div>
      {swap.quote ? <SwapDetails swap={swap} /> : null}
      {error ? (
        <p className="apkt-inline-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="apkt-view__actions">
        <Button
          size="lg"
          fullWidth
          disabled={!ready}
          onClick={() => pushView(core, { view: 'SwapPreview' })}
        >
          {ready ? t('swap.review') : hint}
        </Button>
      </div>
    </div>
  )
}
