import { formatFiat } from '@openappkit/common/format'
import type { SwapToken, TokenBalance } from '@openappkit/controllers'
import {
  fetchSwapQuote,
  fetchTokenBalances,
  getValueInUSD,
  loadSwapNetwork,
  pushView,
  type SwapState,
  setSwapSourceTokenAmount,
  switchSwapTokens,
} from '@openappkit/controllers/internal'
import {
  AmountInput,
  Button,
  ChevronDownIcon,
  IconButton,
  ListRow,
  Skeleton,
  SwapIcon,
  TokenImage,
} from '@openappkit/ui'
import { useEffect, useId } from 'react'
import { formatBalance } from '../../components/format-balance.ts'
import { NoAccount } from '../../components/no-account.tsx'
import { StatusBlock } from '../../components/status-block.tsx'
import { useTask } from '../../components/use-task.ts'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useLocale } from '../../i18n/locale-context.tsx'
import { useActiveAccount } from '../account/use-active-account.ts'
import { SwapDetails } from './swap-details.tsx'
import { heldBalanceOf } from './swap-token-items.ts'

/** Waits this long after the last keystroke before asking for a quote. */
export const SWAP_QUOTE_DEBOUNCE_MS = 300

type TokenButtonProps = {
  label: string
  token: SwapToken | undefined
  held: TokenBalance | undefined
  onClick: () => void
}

/** One side's token as a button that opens SwapSelectToken: its name and what is held of it. */
function TokenButton({ label, token, held, onClick }: TokenButtonProps) {
  const { t, numberLocale } = useLocale()
  const labelId = useId()
  const buttonId = useId()
  const balance = t('send.balance', {
    amount: formatBalance(held?.quantity.numeric ?? '0', numberLocale),
    symbol: token?.symbol ?? '',
  })
  return (
    <div className="apkt-stack apkt-stack--tight">
      <span id={labelId} className="apkt-field__label">
        {label}
      </span>
      <ListRow
        className="apkt-row--amounts"
        id={buttonId}
        // The side, then all the button shows (symbol, name, balance): the name holds its text.
        aria-labelledby={`${labelId} ${buttonId}`}
        leading={<TokenImage src={token?.logoUri} size={32} />}
        title={token ? token.symbol : t('swap.chooseToken')}
        description={token?.name}
        trailing={
          <>
            {token ? (
              <span className="apkt-row__end">
                <span className="apkt-row__end-secondary" title={held?.quantity.numeric}>
                  {balance}
                </span>
              </span>
            ) : null}
            <ChevronDownIcon size={16} aria-hidden="true" />
          </>
        }
        onClick={onClick}
      />
    </div>
  )
}

/**
 * Swap: the pair (each token chosen from the list Send uses, with balances and a search), the
 * amount to pay (Max from the balance) and the quoted output, each with its USD value, then
 * price impact, network fee, slippage and minimum received; Review opens SwapPreview.
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
    void fetchTokenBalances(core)
  }, [core])
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

  const held = (balances.tokenBalances as readonly TokenBalance[]) ?? []
  const sourceHeld = sourceToken ? heldBalanceOf(sourceToken, held) : undefined
  const toHeld = toToken ? heldBalanceOf(toToken, held) : undefined
  const choose = (swapSide: 'sourceToken' | 'toToken') =>
    pushView(core, { view: 'SwapSelectToken', data: { swapSide } })
  const inUSD = (amount: string, price: number) => {
    const value = getValueInUSD(amount, price)
    return value === undefined
      ? undefined
      : t('swap.valueInUSD', { value: formatFiat(value, { locale: numberLocale }) })
  }
  const quoted = Boolean(swap.quote) && !swap.loadingQuote
  const sourceValue = quoted ? inUSD(sourceTokenAmount, swap.sourceTokenPriceInUSD) : undefined
  const toValue = quoted ? inUSD(swap.toTokenAmount, swap.toTokenPriceInUSD) : undefined
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
        <TokenButton
          label={t('swap.fromToken')}
          token={sourceToken}
          held={sourceHeld}
          onClick={() => choose('sourceToken')}
        />
        <AmountInput
          label={t('swap.from')}
          value={sourceTokenAmount}
          onValueChange={(value) => setSwapSourceTokenAmount(core, value)}
          decimals={sourceToken?.decimals ?? 18}
          maxValue={sourceHeld?.quantity.numeric}
          maxLabel={sourceHeld ? t('send.max') : undefined}
          description={sourceValue}
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
        <TokenButton
          label={t('swap.toToken')}
          token={toToken}
          held={toHeld}
          onClick={() => choose('toToken')}
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
          {toValue ? <span className="apkt-field__description">{toValue}</span> : null}
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
