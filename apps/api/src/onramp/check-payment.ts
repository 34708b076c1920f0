import type { PaymentMethod } from './fiat-amount.ts'

/** The sandbox's test instruments (never real ones: nothing is charged). */
export const TEST_CARD_APPROVED = '4242424242424242'
export const TEST_CARD_DECLINED = '4000000000000002'
export const TEST_ACH_ROUTING = '110000000'
export const TEST_ACH_ACCOUNT = '000123456789'

/** Payment details as submitted by the form. */
export type PaymentDetails = {
  cardNumber?: string | undefined
  cardExpiry?: string | undefined
  cardCvc?: string | undefined
  routingNumber?: string | undefined
  accountNumber?: string | undefined
}

function luhnValid(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length >= 12 && sum % 10 === 0
}

function checkCard(details: PaymentDetails, now: Date): string | undefined {
  const number = (details.cardNumber ?? '').replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) return 'The card number is invalid.'
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec((details.cardExpiry ?? '').trim())
  if (!expiry) return 'Enter the card expiry as MM/YY.'
  const endOfMonth = new Date(Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1))
  if (endOfMonth.getTime() <= now.getTime()) return 'The card has expired.'
  if (!/^\d{3,4}$/.test((details.cardCvc ?? '').trim()))
    return 'The security code must be 3 or 4 digits.'
  if (number === TEST_CARD_DECLINED) return 'Your card was declined.'
  if (number !== TEST_CARD_APPROVED) return 'This sandbox only accepts its test cards.'
  return undefined
}

function checkBankAccount(details: PaymentDetails): string | undefined {
  const routing = (details.routingNumber ?? '').trim()
  const account = (details.accountNumber ?? '').trim()
  if (routing === TEST_ACH_ROUTING && account === TEST_ACH_ACCOUNT) return undefined
  return `Unknown test bank account: use routing ${TEST_ACH_ROUTING} and account ${TEST_ACH_ACCOUNT}.`
}

/** Why the sandbox refuses these payment details, or undefined when it accepts them. */
export function checkPayment(
  method: PaymentMethod,
  details: PaymentDetails,
  now: Date,
): string | undefined {
  return method === 'card' ? checkCard(details, now) : checkBankAccount(details)
}
