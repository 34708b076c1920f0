import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { ONRAMP_PROVIDERS } from './defaults.ts'
import { isOnRampRestricted } from './is-on-ramp-restricted.ts'
import { createOnRampState } from './on-ramp-state.ts'
import { resetOnRamp } from './reset-on-ramp.ts'
import {
  setOnRampPaymentAmount,
  setOnRampPaymentCurrency,
  setOnRampPurchaseCurrency,
} from './set-on-ramp-fields.ts'

describe('on-ramp state', () => {
  it('starts on the docs/project/behaviour.md §3 defaults: USD Coin on Ethereum and Polygon, paid in USD', () => {
    const state = createOnRampState()
    expect(state.purchaseCurrency).toMatchObject({ name: 'USD Coin', symbol: 'USDC' })
    expect(state.purchaseCurrency.networks.map((network) => network.display_name)).toEqual([
      'Ethereum',
      'Polygon',
    ])
    expect(state.paymentCurrency.id).toBe('USD')
    expect(state.paymentCurrency.payment_method_limits.map((limit) => limit.id)).toEqual([
      'card',
      'ach_bank_account',
    ])
    expect(state).toMatchObject({
      quotesLoading: false,
      providers: [],
      selectedProvider: undefined,
    })
  })

  it('sets the fields; a new amount drops the previous quote', () => {
    const { core } = createTestCore()
    const [, eur] = createOnRampState().paymentCurrencies
    if (!eur) throw new Error('fixture')
    setOnRampPaymentCurrency(core, eur)
    setOnRampPurchaseCurrency(core, { ...core.state.onRamp.purchaseCurrency, id: 'X' })
    core.state.onRamp.purchaseAmount = 5
    core.state.onRamp.purchaseAmountIsEstimate = true
    setOnRampPaymentAmount(core, 20)
    expect(core.state.onRamp).toMatchObject({
      paymentCurrency: { id: 'EUR' },
      purchaseCurrency: { id: 'X' },
      paymentAmount: 20,
      purchaseAmount: undefined,
      purchaseAmountIsEstimate: false,
    })
  })

  it('reset restores the defaults but keeps the provider list', () => {
    const { core } = createTestCore()
    core.state.onRamp.providers = [...ONRAMP_PROVIDERS].map((provider) => ({
      ...provider,
      supportedChains: [...provider.supportedChains],
    }))
    Object.assign(core.state.onRamp, { paymentAmount: 50, error: 'x', quotesLoading: true })
    resetOnRamp(core)
    expect(core.state.onRamp).toEqual({
      ...createOnRampState(),
      providers: core.state.onRamp.providers,
    })
    expect(core.state.onRamp.providers).toHaveLength(2)
  })

  it('is restricted in mainland China, Macau and Hong Kong time zones only', () => {
    for (const [timeZone, restricted] of [
      ['Asia/Shanghai', true],
      ['asia/hong_kong', true],
      ['Asia/Macau', true],
      ['PRC', true],
      ['Asia/Taipei', false],
      ['Europe/Paris', false],
      [undefined, false],
    ] as const) {
      const { core } = createTestCore()
      Object.assign(core.services, { timeZone })
      expect(isOnRampRestricted(core), String(timeZone)).toBe(restricted)
    }
  })
})
