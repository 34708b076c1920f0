import type { TokenBalance } from '@openappkit/controllers'
import {
  fetchTokenBalances,
  findSendFieldProblems,
  pickDefaultSendToken,
  pushView,
  type SendFieldProblems,
  sendTokenKey,
  updateSendState,
} from '@openappkit/controllers/internal'
import {
  AddressInput,
  AmountInput,
  Button,
  ChevronDownIcon,
  ListRow,
  TokenImage,
  WarningIcon,
} from '@openappkit/ui'
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { formatBalance } from '../../components/format-balance.ts'
import { NoAccount } from '../../components/no-account.tsx'
import { TokenPicker, type TokenPickerItem } from '../../components/token-picker.tsx'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useLocale } from '../../i18n/locale-context.tsx'
import { useActiveAccount } from '../account/use-active-account.ts'
import { isValidReceiver } from './validate-receiver.ts'

/** A balance as a row of the token picker. */
export function toPickerItem(token: TokenBalance): TokenPickerItem {
  return {
    id: sendTokenKey(token),
    name: token.name,
    symbol: token.symbol,
    iconUrl: token.iconUrl,
    address: token.address,
    quantity: token.quantity.numeric,
    value: token.value,
  }
}

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
 * WalletSend: the token (the one last sent, else the native token, preselected; any other picked
 * from the account's balances), the amount with Max and the receiver. Review checks every field
 * at once with docs/project/behaviour.md §5's messages, each beside its field, before the preview.
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
  const wasListShown = useRef(true)
  // Only the visitor's own toggles move focus; a preselection once balances load does not.
  const toggledByVisitor = useRef(false)
  const [problems, setProblems] = useState<SendFieldProblems>({})
  const [receiverError, setReceiverError] = useState<string | undefined>(undefined)
  const amountRef = useRef<HTMLInputElement>(null)
  const receiverRef = useRef<HTMLTextAreaElement>(null)

  useEffect(() => {
    void fetchTokenBalances(core)
  }, [core])

  const token = send.token as TokenBalance | undefined
  const tokens = balances.tokenBalances as readonly TokenBalance[]
  // Nothing chosen yet: start from the last token sent here, else the native one.
  const preselected = token ? undefined : pickDefaultSendToken(core, tokens)
  useEffect(() => {
    if (preselected && !core.state.send.token) updateSendState(core, { token: preselected })
  }, [core, preselected])
  const listShown = picking || (!token && !preselected)
  // The focused control leaves when the list and the chosen-token button swap: focus follows.
  useLayoutEffect(() => {
    if (listShown === wasListShown.current) return
    const moveFocus = toggledByVisitor.current
    toggledByVisitor.current = false
    wasListShown.current = listShown
    if (!moveFocus) return
    if (listShown) fieldRef.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus()
    else toggleRef.current?.focus()
  }, [listShown])

  if (!namespace || !account?.address) return <NoAccount />

  const failed = balances.lastRetry !== undefined && !balances.loading
  const overBalance = token ? exceedsBalance(amount, token.quantity.numeric) : false

  const pick = (item: TokenPickerItem) => {
    const next = tokens.find((candidate) => sendTokenKey(candidate) === item.id)
    if (!next) return
    toggledByVisitor.current = true
    updateSendState(core, { token: next })
    setPicking(false)
    setProblems(({ token: _token, ...rest }) => rest)
  }
  const value = Number(amount)
  const sendTokenAmount = amount === '' || !Number.isFinite(value) ? undefined : value
  const receiverAddress = receiver.trim() || undefined
  const amountMissing = !(sendTokenAmount !== undefined && sendTokenAmount > 0)
  const review = (event: FormEvent) => {
    event.preventDefault()
    const found = findSendFieldProblems({ token, sendTokenAmount, receiverAddress })
    setProblems(found)
    if (found.token || found.amountAndReceiver) {
      // Focus goes to the first field to fix.
      if (found.token) fieldRef.current?.querySelector<HTMLElement>('button, input')?.focus()
      else if (amountMissing) amountRef.current?.focus()
      else receiverRef.current?.focus()
      return
    }
    if (!receiverAddress || !isValidReceiver(receiverAddress, namespace)) {
      setReceiverError(t('send.invalidAddress', { network: network?.name ?? namespace }))
      return
    }
    if (overBalance) return
    updateSendState(core, { sendTokenAmount, receiverAddress })
    pushView(core, { view: 'WalletSendPreview' })
  }

  const picker = (
    <TokenPicker
      id={listId}
      tokens={tokens.map(toPickerItem)}
      selectedId={token ? sendTokenKey(token) : undefined}
      loading={balances.loading}
      error={failed ? translateMessage({ code: 'TOKEN_BALANCE_UNAVAILABLE' }) : undefined}
      onRetry={() => void fetchTokenBalances(core, { forceUpdate: true })}
      onSelect={pick}
      label={t('send.tokensLabel')}
      loadingLabel={t('send.tokensLoading')}
      emptyTitle={t('send.emptyTitle')}
      emptyDescription={t('send.emptyDescription')}
    />
  )
  // Nothing to send from yet: the loading, error or empty state stands alone.
  if (!token && tokens.length === 0) return <div className="apkt-view">{picker}</div>
  // The amount and receiver's catalogue message shows once: on the first of the two that is missing.
  const amountAndReceiverError = problems.amountAndReceiver
    ? translateMessage(problems.amountAndReceiver.toDescriptor())
    : undefined

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
            className="apkt-row--amounts"
            aria-expanded={false}
            aria-controls={listId}
            leading={<TokenImage src={token.iconUrl} size={32} />}
            title={token.name}
            description={token.symbol}
            trailing={
              <>
                <span className="apkt-row__end">
                  <span
                    className="apkt-row__end-secondary"
                    title={`${token.quantity.numeric} ${token.symbol}`}
                  >
                    {t('send.balance', {
                      amount: formatBalance(token.quantity.numeric, numberLocale),
                      symbol: token.symbol,
                    })}
                  </span>
                </span>
                <ChevronDownIcon size={16} aria-hidden="true" />
              </>
            }
            onClick={() => {
              toggledByVisitor.current = true
              setPicking(true)
            }}
          />
        )}
        {problems.token ? (
          <span className="apkt-field__error">
            <WarningIcon size={14} />
            {translateMessage(problems.token.toDescriptor())}
          </span>
        ) : null}
      </div>
      <AmountInput
        ref={amountRef}
        label={t('send.amountLabel')}
        value={amount}
        onValueChange={(next) => {
          setAmount(next)
          setProblems(({ amountAndReceiver: _fields, ...rest }) => rest)
        }}
        decimals={token ? Number(token.quantity.decimals) || 18 : 18}
        maxValue={token?.quantity.numeric}
        maxLabel={token ? t('send.max') : undefined}
        trailing={token ? <span className="apkt-amount__symbol">{token.symbol}</span> : undefined}
        error={
          overBalance && token
            ? t('send.exceedsBalance', { symbol: token.symbol })
            : amountMissing
              ? amountAndReceiverError
              : undefined
        }
      />
      <AddressInput
        ref={receiverRef}
        label={t('send.receiverLabel')}
        placeholder={t('send.receiverPlaceholder')}
        value={receiver}
        onValueChange={(next) => {
          setReceiver(next)
          setReceiverError(undefined)
          setProblems(({ amountAndReceiver: _fields, ...rest }) => rest)
        }}
        pasteLabel={t('send.paste')}
        validity={
          receiverError || (amountAndReceiverError && !receiverAddress) ? 'invalid' : undefined
        }
        error={receiverError ?? (amountMissing ? undefined : amountAndReceiverError)}
      />
      {problems.token || problems.amountAndReceiver ? (
        <p className="apkt-visually-hidden" role="alert">
          {[problems.amountAndReceiver, problems.token]
            .map((problem) => (problem ? translateMessage(problem.toDescriptor()) : ''))
            .filter(Boolean)
            .join('. ')}
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
