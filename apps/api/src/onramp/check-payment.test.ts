import { describe, expect, it } from 'vitest'
import { checkPayment } from './check-payment.ts'

const now = new Date('2030-06-15T00:00:00Z')
const card = { cardNumber: '4242 4242 4242 4242', cardExpiry: '07/30', cardCvc: '123' }

describe('checkPayment', () => {
  it('accepts the approved test card until the end of its expiry month', () => {
    expect(checkPayment('card', card, now)).toBeUndefined()
    expect(checkPayment('card', { ...card, cardExpiry: '06/30' }, now)).toBeUndefined()
    expect(checkPayment('card', { ...card, cardExpiry: '05/30' }, now)).toBe(
      'The card has expired.',
    )
  })

  it('declines the declined test card and refuses other cards', () => {
    expect(checkPayment('card', { ...card, cardNumber: '4000000000000002' }, now)).toBe(
      'Your card was declined.',
    )
    expect(checkPayment('card', { ...card, cardNumber: '5555555555554444' }, now)).toBe(
      'This sandbox only accepts its test cards.',
    )
    expect(checkPayment('card', { ...card, cardNumber: '4242424242424241' }, now)).toBe(
      'The card number is invalid.',
    )
    expect(checkPayment('card', { ...card, cardExpiry: '13/30' }, now)).toBe(
      'Enter the card expiry as MM/YY.',
    )
    expect(checkPayment('card', { ...card, cardCvc: '12' }, now)).toBe(
      'The security code must be 3 or 4 digits.',
    )
  })

  it('accepts only the test bank account for ACH', () => {
    expect(
      checkPayment(
        'ach_bank_account',
        { routingNumber: '110000000', accountNumber: '000123456789' },
        now,
      ),
    ).toBeUndefined()
    expect(
      checkPayment('ach_bank_account', { routingNumber: '110000000', accountNumber: '1' }, now),
    ).toMatch(/^Unknown test bank account/)
  })
})
