import { WarningIcon } from '@openappkit/ui'
import type { ReactNode } from 'react'

export type StatusBlockProps = {
  /** `loading` spins the ring, `error` marks it red and announces the text at once. */
  tone: 'loading' | 'error' | 'success' | 'neutral'
  /** The picture in the middle: a wallet or network image, shown as it is. */
  visual?: ReactNode
  /** A glyph shown in a round badge when there is no `visual`; a warning sign by default. */
  icon?: ReactNode
  title: string
  description?: ReactNode
  actions?: ReactNode
}

/**
 * The centred state of a view: waiting for a wallet, an error with what to do next, or an
 * empty list. Errors are an alert; loading is a polite status.
 */
export function StatusBlock({ tone, visual, icon, title, description, actions }: StatusBlockProps) {
  const role = tone === 'error' ? 'alert' : tone === 'loading' ? 'status' : undefined
  return (
    <div className={`apkt-status apkt-status--${tone}`}>
      <div className="apkt-status__visual" aria-hidden="true">
        {tone === 'neutral' ? null : (
          <svg
            className="apkt-status__ring"
            viewBox="0 0 96 96"
            focusable="false"
            aria-hidden="true"
          >
            <rect className="apkt-status__track" x="1.5" y="1.5" width="93" height="93" rx="30" />
            <rect
              className="apkt-status__arc"
              x="1.5"
              y="1.5"
              width="93"
              height="93"
              rx="30"
              pathLength="100"
            />
          </svg>
        )}
        {visual ? (
          <span className="apkt-status__media">{visual}</span>
        ) : (
          <span className="apkt-status__icon">{icon ?? <WarningIcon size={28} />}</span>
        )}
        {tone === 'error' ? (
          <span className="apkt-status__badge">
            <WarningIcon size={12} strokeWidth={3} />
          </span>
        ) : null}
      </div>
      <div className="apkt-status__text" role={role}>
        <h3 className="apkt-status__title">{title}</h3>
        {description ? <p className="apkt-status__description">{description}</p> : null}
      </div>
      {actions ? <div className="apkt-status__actions">{actions}</div> : null}
    </div>
  )
}
