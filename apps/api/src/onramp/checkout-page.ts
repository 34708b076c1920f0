import { createHash } from 'node:crypto'
import {
  formatCents,
  methodLimitCents,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './fiat-amount.ts'
import { html, SafeHtml } from './html.ts'

/** One asset/network the buyer may choose, with the wallet it is delivered to. */
export type CheckoutOption = {
  assetId: string
  symbol: string
  network: string
  displayName: string
  recipient: string
}

/** Values shown back in the form after a refusal. */
export type CheckoutFormValues = {
  option?: string | undefined
  currency?: string | undefined
  method?: string | undefined
  amount?: string | undefined
}

// Inline styles only (no external assets); allowed by the page's CSP through their hash.
const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f7;color:#111}
main{max-width:32rem;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border-radius:12px}
h1{font-size:1.4rem}fieldset{border:1px solid #888;border-radius:8px;margin:1rem 0;padding:.5rem 1rem 1rem}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}input,select{font:inherit;padding:.4rem;width:100%;box-sizing:border-box;border:1px solid #555;border-radius:6px}
.choice{display:flex;gap:.5rem;align-items:center;font-weight:400}.choice input{width:auto}
.hint{color:#333;font-size:.9rem;margin:.25rem 0}.error{background:#fde7e9;border:2px solid #a4000f;color:#5c0008;padding:.75rem;border-radius:8px}
.ok{background:#e6f4ea;border:2px solid #0b6b2b;color:#053d18;padding:.75rem;border-radius:8px}
button{font:inherit;font-weight:700;margin-top:1rem;padding:.6rem 1.2rem;background:#1b4dd8;color:#fff;border:0;border-radius:8px;cursor:pointer}
button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f5a400;outline-offset:2px}code{word-break:break-all}`

/** The Content-Security-Policy of checkout pages: nothing but this page's own style and form. */
export const CHECKOUT_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`

function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${new SafeHtml(STYLE)}</style></head>
<body><main>${body}</main></body></html>`.toString()
}

const METHOD_NAMES: Record<PaymentMethod, string> = {
  card: 'Card',
  ach_bank_account: 'Bank account (ACH)',
}

/** The checkout form; `error` is announced to assistive technology and shown above the form. */
export function renderCheckoutForm(parameters: {
  options: readonly CheckoutOption[]
  currencies: readonly string[]
  values: CheckoutFormValues
  error?: string | undefined
}): string {
  const { options, currencies, values, error } = parameters
  const selectedMethod = values.method ?? 'card'
  return page(
    'Buy crypto (sandbox)',
    html`<h1>Buy crypto</h1>
<p class="hint">Sandbox checkout: no real payment is made. Test card <strong>4242 4242 4242 4242</strong>, any future expiry, any CVC.
Test bank account: routing <strong>110000000</strong>, account <strong>000123456789</strong>.</p>
${error ? html`<div class="error" role="alert" id="form-error" tabindex="-1"><strong>Payment refused:</strong> ${error}</div>` : ''}
<form method="post" novalidate ${error ? html`aria-describedby="form-error"` : ''}>
<label for="option">You buy</label>
<select id="option" name="option" required>${options.map(
      (option, index) =>
        html`<option value="${index}" ${String(index) === values.option ? html`selected` : ''}>${option.symbol} on ${option.displayName}, to ${option.recipient}</option>`,
    )}</select>
<label for="amount">You pay</label>
<input id="amount" name="amount" inputmode="decimal" autocomplete="transaction-amount" required value="${values.amount ?? ''}" aria-describedby="amount-hint">
<p class="hint" id="amount-hint">${PAYMENT_METHODS.map((method) => {
      const { min, max } = methodLimitCents(method)
      return `${METHOD_NAMES[method]}: ${formatCents(min)} to ${formatCents(max)}. `
    }).join('')}</p>
<label for="currency">Currency</label>
<select id="currency" name="currency">${currencies.map(
      (currency) =>
        html`<option ${currency === values.currency ? html`selected` : ''}>${currency}</option>`,
    )}</select>
<fieldset><legend>Payment method</legend>${PAYMENT_METHODS.map(
      (method) =>
        html`<label class="choice"><input type="radio" name="method" value="${method}" ${method === selectedMethod ? html`checked` : ''}> ${METHOD_NAMES[method]}</label>`,
    )}</fieldset>
<fieldset><legend>Card (when paying by card)</legend>
<label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number">
<label for="cardExpiry">Expiry (MM/YY)</label><input id="cardExpiry" name="cardExpiry" autocomplete="cc-exp" placeholder="12/30">
<label for="cardCvc">Security code</label><input id="cardCvc" name="cardCvc" inputmode="numeric" autocomplete="cc-csc">
</fieldset>
<fieldset><legend>Bank account (when paying by ACH)</legend>
<label for="routingNumber">Routing number</label><input id="routingNumber" name="routingNumber" inputmode="numeric">
<label for="accountNumber">Account number</label><input id="accountNumber" name="accountNumber" inputmode="numeric">
</fieldset>
<button type="submit">Pay</button>
</form>`,
  )
}

/** The page after a delivered purchase (also what a completed checkout shows again). */
export function renderCheckoutReceipt(parameters: {
  amount: string
  symbol: string
  network: string
  recipient: string
  txHash: string
}): string {
  return page(
    'Purchase complete (sandbox)',
    html`<h1>Purchase complete</h1>
<div class="ok" role="status"><p>${parameters.amount} ${parameters.symbol} were sent to <code>${parameters.recipient}</code> on ${parameters.network}.</p>
<p>Transaction: <code>${parameters.txHash}</code></p></div>
<p>You can close this window.</p>`,
  )
}

/** A page for a checkout that cannot be used (unknown, expired, failed). */
export function renderCheckoutMessage(title: string, message: string): string {
  return page(title, html`<h1>${title}</h1><div class="error" role="alert">${message}</div>`)
}
