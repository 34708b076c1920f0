import { type AnchorHTMLAttributes, forwardRef } from 'react'
import { ExternalIcon } from '../icons/icons.tsx'
import { classNames } from '../internal/class-names.ts'
import { isSafeLinkUrl } from './is-safe-link-url.ts'

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement>

/** An inline text link in the accent colour. */
export const Link = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { className, ...rest },
  ref,
) {
  return <a {...rest} ref={ref} className={classNames('apkt-link', className)} />
})

export type ExternalLinkProps = Omit<LinkProps, 'href' | 'target' | 'rel'> & {
  /** Rendered as a link only for http(s) and mailto URLs; anything else becomes plain text. */
  href: string | null | undefined
  /** Screen-reader hint appended to the name, e.g. “(opens in a new tab)”. */
  newTabLabel?: string | undefined
}

/** A link that opens in a new tab without giving the page a handle on ours. */
export const ExternalLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, ExternalLinkProps>(
  function ExternalLink({ href, newTabLabel, children, className, ...rest }, ref) {
    if (!isSafeLinkUrl(href)) {
      return (
        <span className={classNames('apkt-link', 'apkt-link--inert', className)}>{children}</span>
      )
    }
    return (
      <a
        {...rest}
        ref={ref}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={classNames('apkt-link', 'apkt-link--external', className)}
      >
        {children}
        <ExternalIcon size="0.95em" />
        {newTabLabel ? <span className="apkt-visually-hidden">{newTabLabel}</span> : null}
      </a>
    )
  },
)
