import { TokenImage } from '../image/images.tsx'
import { classNames } from '../internal/class-names.ts'
import { ListRow } from './list-row.tsx'

export type TokenRowProps = {
  name: string
  symbol: string
  /** Formatted quantity, e.g. `1,234.56`. */
  quantity: string
  /** Formatted fiat value, e.g. `$1,234.56`. */
  fiatValue?: string | undefined
  iconSrc?: string | null | undefined
  onClick?: (() => void) | undefined
  disabled?: boolean | undefined
  className?: string | undefined
}

/** A token balance: icon, name and symbol on the left, fiat value over quantity on the right. */
export function TokenRow({
  name,
  symbol,
  quantity,
  fiatValue,
  iconSrc,
  onClick,
  disabled,
  className,
}: TokenRowProps) {
  return (
    <ListRow
      className={classNames('apkt-row--amounts', className)}
      leading={<TokenImage src={iconSrc} size={40} />}
      title={name}
      description={symbol}
      trailing={
        <span className="apkt-row__end">
          {fiatValue ? <span className="apkt-row__end-primary">{fiatValue}</span> : null}
          <span className={fiatValue ? 'apkt-row__end-secondary' : 'apkt-row__end-primary'}>
            {quantity} {symbol}
          </span>
        </span>
      }
      onClick={onClick}
      disabled={disabled}
    />
  )
}
