import type { ErrorDescriptor } from '@openappkit/common/errors'
import {
  assertSendReady,
  fetchTokenBalances,
  pushView,
  type SendState,
  type TokenBalance,
  updateSendState,
} from '@openappkit/controllers'
import {
  AddressInput,
  AmountInput,
  Button,
  ChevronDownIcon,
  ListRow,
  TokenImage,
} from '@openappkit/ui'
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { formatBalance } from '../../components/format-balance.ts'
import { NoAccount } from '../../components/no-account.tsx'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { describeError } from '../../i18n/describe-error.ts'
import { useLocale } from '../../i18n/locale-context.tsx'
import { useActiveAccount } from '../account/use-active-account.ts'
import { TokenPicker } from './token-picker.tsx'
import { isValidReceiver } from './validate-receiver.ts'

/** Whole-unit decimal comparison without floating point: is `amount` above `balance`? */
export function exceedsBalance(amount: string, balance: string): boolean {
  const [whole = '0', fraction = ''] = amount.split('.')
  const [balanceWhole = '0', balanceFraction = ''] = balance.split('.')
  const digits = Math.max(fraction.length, balanceFraction.length)
  const scaled = (w: string, f: string) => BigInt(`${w || '0'}${f.padEnd(digits, '0')}`)
  try {
    return scaled(whole, fraction) > scaled(balanceWhole, balanceFraction)
  } catch {
    return false
  }
}

/**
 * WalletSend: the token (picked from the account's balances), the amount with Max and the
 * receiver. Review checks the fields with SPEC §5's messages before the preview.
 */
export function WalletSendView() {
  const { core } = useModalContext()
  const { t, numberLocale, translateMessage } = useLocale()
  const { namespace, account, network } = useActiveAccount()
  const send = useAppState('send')
  const balances = useAppState('balances')
  const [amount, setAmount] = useState(
    send.sendTokenAmount !== undefined ? String(send.sendTokenAmount) : '',
  )
  const [receiver, setReceiver] = useState(send.receiverAddress ?? '')
  const [picking, setPicking] = useState(false)
  const listId = useId()
  const toggleRef = useRef<HTMLElement>(null)
  const fieldRef = useRef<HTMLDivElement>(null)
  const wasListShown = useRef(!send.token)
  const [formError, setFormError] = useState<ErrorDescriptor | undefined>(undefined)
  const [receiverError, setReceiverError] = useState<string | undefined>(undefined)

  useEffect(() => {
    void fetchTokenBalances(core)
  }, [core])

  const token = send.token as TokenBalance | undefined
  const listShown = picking || !token
  // The focused control leaves when the list and the chosen-token button swap: focus follows.
  useLayoutEffect(() => {
    if (listShown === wasListShown.current) return
    if (listShown) fieldRef.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus()
    else toggleRef.current?.focus()
    wasListShown.current = listShown
  }, [listShown])

  if (!namespace || !account?.address) return <NoAccount />

  const tokens = balances.tokenBalances as readonly TokenBalance[]
  const failed = balances.lastRetry !== undefined && !balances.loading
  const overBalance = token ? exceedsBalance(amount, token.quantity.numeric) : false

  const pick = (next: TokenBalance) => {
    updateSendState(core, { token: next })
    setPicking(false)
    setFormError(undefined)
  }
  const review = (event: FormEvent) => {
    event.preventDefault()
    const value = Number(amount)
    const fields = {
      ...(send as SendState),
      token,
      sendTokenAmount: amount === '' || !Number.isFinite(value) ? undefined : value,
      receiverAddress: receiver.trim() || undefined,
    }
    try {
      assertSendReady(fields)
    } catch (error) {
      setFormError(describeError(error))
      return
    }
    if (!isValidReceiver(fields.receiverAddress, namespace)) {
      setReceiverError(t('send.invalidAddress', { network: network?.name ?? namespace }))
      return
    }
    if (overBalance) return
    updateSendState(core, {
      sendTokenAmount: fields.sendTokenAmount,
      receiverAddress: fields.receiverAddress,
    })
    pushView(core, { view: 'WalletSendPreview' })
  }

  const picker = (
    <TokenPicker
      id={listId}
      tokens={tokens}
      selected={token}
      loading={balances.loading}
      error={failed ? translateMessage({ code: 'TOKEN_BALANCE_UNAVAILABLE' }) : undefined}
      onRetry={() => void fetchTokenBalances(core, { forceUpdate: true })}
      onSelect={pick}
    />
  )
  // Nothing to send from yet: the loading, error or empty state stands alone.
  if (!token && tokens.length === 0) return <div className="apkt-view">{picker}</div>

  return (
    <form className="apkt-view" onSubmit={review} noValidate>
      <div ref={fieldRef} className="apkt-stack apkt-stack--tight">
        <span className="apkt-field__label apkt-send__label">{t('send.tokenLabel')}</span>
        {/* One picker: the rows while choosing, else the chosen token as a button that reopens them. */}
        {listShown || !token ? (
          picker
        ) : (
          <ListRow
            ref={toggleRef}
            aria-expanded={false}
            aria-controls={listId}
            leading={<TokenImage src={token.iconUrl} size={32} />}
            title={token.name}
            description={t('send.balance', {
              amount: formatBalance(token.quantity.numeric, numberLocale),
              symbol: token.symbol,
            })}
            trailing={<ChevronDownIcon size={16} aria-hidden="true" />}
            onClick={() => setPicking(true)}
          />
        )}
      </div>
      <AmountInput
        label={t('send.amountLabel')}
        value={amount}
        onValueChange={(next) => {
          setAmount(next)
          setFormError(undefined)
        }}
        decimals={token ? Number(token.quantity.decimals) || 18 : 18}
        maxValue={token?.quantity.numeric}
        maxLabel={token ? t('send.max') : undefined}
        trailing={token ? <span className="apkt-amount__symbol">{token.symbol}</span> : undefined}
        error={
          overBalance && token ? t('send.exceedsBalance', { symbol: token.symbol }) : undefined
        }
      />
      <AddressInput
        label={t('send.receiverLabel')}
        placeholder={t('send.receiverPlaceholder')}
        value={receiver}
        onValueChange={(next) => {
          setReceiver(next)
          setReceiverError(undefined)
          setFormError(undefined)
        }}
        pasteLabel={t('send.paste')}
        validity={receiverError ? 'invalid' : undefined}
        error={receiverError}
      />
      {formError ? (
        <p className="apkt-inline-error" role="alert">
          {translateMessage(formError)}
        </p>
      ) : null}
      <div className="apkt-view__actions">
        <Button type="submit" size="lg" fullWidth>
          {t('send.review')}
        </Button>
      </div>
    </form>
  )
}
