import type { PaymentCurrency } from '@openappkit/controllers'
import {
  fetchOnRampQuote,
  getFeatureAvailability,
  getOnRampCheckoutUrl,
  loadOnRampOptions,
  type OnRampProvider,
  type OnRampState,
  selectOnRampProvider,
  setOnRampPaymentAmount,
  setOnRampPaymentCurrency,
  setOnRampProviders,
} from '@openappkit/controllers/internal'
import { AmountInput, Button, CardIcon, CheckIcon, Skeleton } from '@openappkit/ui'
import { useEffect, useState } from 'react'
import { SelectField } from '../../components/select-field.tsx'
import { StatusBlock } from '../../components/status-block.tsx'
import { useTask } from '../../components/use-task.ts'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useLocale } from '../../i18n/locale-context.tsx'
import { formatFeeRange } from './format-fee-range.ts'
import { checkOnRampAmount, onRampLimits } from './on-ramp-limits.ts'

/** Waits this long after the last keystroke before asking for a quote. */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 300

const knownMethods = new Set(['card', 'ach_bank_account'])

/**
 * OnRamp (Buy): a provider, the fiat currency and payment method, the amount within the
 * method's limits (docs/project/behaviour.md §9), and the quote; a failed quote shows the fallback
 * as an estimate (docs/project/architecture.md §11). Continue opens the provider's widget in a new
 * tab (for some providers a checkout the API makes for this wallet and amount).
 */
export function OnRampView() {
  const { core } = useModalContext()
  const { t, numberLocale } = useLocale()
  const onRamp = useAppState('onRamp') as OnRampState
  const [amount, setAmount] = useState(
    onRamp.paymentAmount !== undefined ? String(onRamp.paymentAmount) : '',
  )
  const [method, setMethod] = useState<string | undefined>(undefined)
  // Some providers' checkout is made by the API for this wallet and amount before it opens.
  const checkout = useTask(async () => {
    const url = await getOnRampCheckoutUrl(core)
    if (url) globalThis.open?.(url, '_blank', 'noopener,noreferrer')
  })

  // Reached from Account without openOnRamp: the providers and currencies still need loading.
  useEffect(() => {
    const state = core.state.onRamp
    if (state.providers.length === 0) {
      const { onramp } = getFeatureAvailability(core)
      if (onramp) setOnRampProviders(core, onramp)
    }
    if (state.paymentCurrencies.length === 0) void loadOnRampOptions(core)
  }, [core])

  const currency = onRamp.paymentCurrency as PaymentCurrency
  const limits = onRampLimits(currency, method)
  const value = amount === '' ? undefined : Number(amount)
  const outOfRange = checkOnRampAmount(value, limits)
  const paymentAmount = onRamp.paymentAmount
  useEffect(() => {
    if (paymentAmount === undefined || outOfRange) return
    const timer = setTimeout(() => void fetchOnRampQuote(core), ONRAMP_QUOTE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [core, paymentAmount, outOfRange])

  if (onRamp.providers.length === 0) {
    return (
      <StatusBlock
        tone="neutral"
        icon={<CardIcon size={28} />}
        title={t('onramp.emptyTitle')}
        description={t('onramp.emptyDescription')}
      />
    )
  }
  if (onRamp.paymentCurrencies.length === 0) {
    return (
      <div className="apkt-skeleton-list" role="status">
        <span className="apkt-visually-hidden">{t('onramp.loading')}</span>
        <Skeleton height={64} shape="rect" />
        <Skeleton height={48} shape="rect" />
        <Skeleton height={96} shape="rect" />
      </div>
    )
  }

  const number = new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 2 })
  const methods = currency.payment_method_limits.map((item) => item.id)
  const selectedMethod = method ?? methods[0] ?? ''
  const range = limits
    ? { min: number.format(limits.min), max: number.format(limits.max), currency: currency.id }
    : undefined
  const amountError =
    outOfRange === 'below' && range
      ? t('onramp.belowMin', range)
      : outOfRange === 'above' && range
        ? t('onramp.aboveMax', range)
        : undefined
  const provider = onRamp.selectedProvider as OnRampProvider | undefined
  const canContinue = Boolean(provider) && value !== undefined && value > 0 && !outOfRange
  const purchase = onRamp.purchaseCurrency

  return (
    <div className="apkt-view">
      <fieldset className="apkt-fieldset">
        <legend className="apkt-section-label">{t('onramp.providersLabel')}</legend>
        <ul className="apkt-list">
          {(onRamp.providers as readonly OnRampProvider[]).map((item) => {
            const selected = provider?.name === item.name
            return (
              <li key={item.name}>
                <button
                  type="button"
                  className="apkt-option"
                  aria-pressed={selected}
                  onClick={() => selectOnRampProvider(core, selected ? undefined : item)}
                >
                  <span className="apkt-row__content">
                    <span className="apkt-row__title">{item.label}</span>
                    <span className="apkt-row__description">
                      {t('onramp.fee', { range: formatFeeRange(item.feeRange) })}
                    </span>
                  </span>
                  {selected ? <CheckIcon size={18} aria-hidden="true" /> : null}
                </button>
              </li>
            )
          })}
        </ul>
      </fieldset>
      <div className="apkt-grid-2">
        <SelectField
          label={t('onramp.currencyLabel')}
          value={currency.id}
          options={(onRamp.paymentCurrencies as readonly PaymentCurrency[]).map((item) => ({
            value: item.id,
            label: item.id,
          }))}
          onChange={(id) => {
            const next = onRamp.paymentCurrencies.find((item) => item.id === id)
            if (next) setOnRampPaymentCurrency(core, next as PaymentCurrency)
          }}
        />
        <SelectField
          label={t('onramp.methodLabel')}
          value={selectedMethod}
          options={methods.map((id) => ({
            value: id,
            label: knownMethods.has(id)
              ? t(id === 'card' ? 'onramp.method.card' : 'onramp.method.ach_bank_account')
              : id,
          }))}
          onChange={setMethod}
        />
      </div>
      <AmountInput
        label={t('onramp.amountLabel')}
        value={amount}
        decimals={2}
        onValueChange={(next) => {
          setAmount(next)
          const parsed = next === '' ? undefined : Number(next)
          setOnRampPaymentAmount(core, Number.isFinite(parsed) ? parsed : undefined)
        }}
        trailing={<span className="apkt-amount__symbol">{currency.id}</span>}
        description={range ? t('onramp.limits', range) : undefined}
        error={amountError}
      />
      <div className="apkt-quote" aria-live="polite">
        <span className="apkt-field__label">{t('onramp.youGet')}</span>
        {onRamp.quotesLoading ? (
          <span role="status">
            <Skeleton width={120} height={24} shape="rect" />
            <span className="apkt-visually-hidden">{t('onramp.quoteLoading')}</span>
          </span>
        ) : (
          <span className="apkt-quote__amount">
            {onRamp.purchaseAmountIsEstimate ? '≈ ' : ''}
            {t('common.amountValue', {
              amount: number.format(onRamp.purchaseAmount ?? 0),
              symbol: purchase.symbol,
            })}
          </span>
        )}
        {onRamp.purchaseAmountIsEstimate && !onRamp.quotesLoading ? (
          <p className="apkt-note">{t('onramp.estimate')}</p>
        ) : null}
      </div>
      {checkout.state.status === 'error' ? (
        <p className="apkt-inline-error" role="alert">
          {checkout.state.message}
        </p>
      ) : null}
      <div className="apkt-view__actions">
        <Button
          size="lg"
          fullWidth
          disabled={!canContinue}
          loading={checkout.state.status === 'pending'}
          onClick={() => void checkout.start()}
        >
          {provider
            ? t('onramp.continue', { provider: provider.label })
            : t('onramp.selectProvider')}
        </Button>
      </div>
    </div>
  )
}
