import type { ReactNode } from 'react'
import { Spinner } from '../feedback/spinner.tsx'
import {
  ArrowDownIcon,
  ArrowUpIcon,
  CardIcon,
  CloseIcon,
  InfoIcon,
  SwapIcon,
} from '../icons/icons.tsx'
import { TokenImage } from '../image/images.tsx'
import { classNames } from '../internal/class-names.ts'
import { ListRow } from './list-row.tsx'

export type TransactionDirection = 'in' | 'out' | 'swap' | 'buy' | 'other'
export type TransactionStatus = 'confirmed' | 'pending' | 'failed'

export type TransactionRowProps = {
  direction: TransactionDirection
  /** Token or NFT image; the direction shows as a badge on it. */
  imageSrc?: string | null | undefined
  title: string
  description?: string | undefined
  /** Formatted amount, e.g. `+0.5 ETH`. */
  amount?: string | undefined
  /** Formatted time, e.g. `2h ago`. */
  time?: string | undefined
  status?: TransactionStatus | undefined
  /** Shown in place of the time while pending or failed, e.g. “Pending”. */
  statusLabel?: string | undefined
  onClick?: (() => void) | undefined
  /** With `onClick`: whether the details the row opens are shown, and their element's id. */
  expanded?: boolean | undefined
  controls?: string | undefined
  className?: string | undefined
}

const directionIcons: Record<TransactionDirection, (size: number) => ReactNode> = {
  in: (size) => <ArrowDownIcon size={size} strokeWidth={2.5} />,
  out: (size) => <ArrowUpIcon size={size} strokeWidth={2.5} />,
  swap: (size) => <SwapIcon size={size} strokeWidth={2.5} />,
  buy: (size) => <CardIcon size={size} strokeWidth={2.5} />,
  other: (size) => <InfoIcon size={size} strokeWidth={2.5} />,
}

/** One activity entry: direction, title and description, amount and time or status. */
export function TransactionRow({
  direction,
  imageSrc,
  title,
  description,
  amount,
  time,
  status = 'confirmed',
  statusLabel,
  onClick,
  expanded,
  controls,
  className,
}: TransactionRowProps) {
  const leading = imageSrc ? (
    <span className="apkt-tx__media">
      <TokenImage src={imageSrc} size={40} />
      <span className={`apkt-tx__badge apkt-tx__badge--${direction}`}>
        {directionIcons[direction](10)}
      </span>
    </span>
  ) : (
    <span className={`apkt-tx__icon apkt-tx__icon--${direction}`}>
      {directionIcons[direction](18)}
    </span>
  )
  const showStatus = status !== 'confirmed' && statusLabel
  return (
    <ListRow
      className={classNames('apkt-row--amounts', 'apkt-tx', `apkt-tx--${status}`, className)}
      aria-expanded={onClick && expanded !== undefined ? expanded : undefined}
      aria-controls={onClick ? controls : undefined}
      leading={leading}
      title={title}
      description={description}
      trailing={
        <span className="apkt-row__end">
          {amount ? (
            <span
              className={classNames(
                'apkt-row__end-primary',
                direction === 'in' && 'apkt-tx__amount--in',
              )}
            >
              {amount}
            </span>
          ) : null}
          {showStatus ? (
            <span className={`apkt-row__end-secondary apkt-tx__status apkt-tx__status--${status}`}>
              {status === 'pending' ? (
                <Spinner size={12} />
              ) : (
                <CloseIcon size={12} strokeWidth={3} />
              )}
              {statusLabel}
            </span>
          ) : time ? (
            <span className="apkt-row__end-secondary">{time}</span>
          ) : null}
        </span>
      }
      onClick={onClick}
    />
  )
}
