import { classNames } from '../internal/class-names.ts'
import { type IconProps, SvgIcon } from './svg-icon.tsx'

// One function per icon so bundlers drop the ones a view does not use.

/** Icons that point along the line of text flip in a right-to-left layout (`direction.css.ts`). */
const MIRRORED = 'apkt-icon--mirrored'

/** A cross, for closing. */
export function CloseIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
    </SvgIcon>
  )
}

/** A left chevron, for going back (a right one right to left). */
export function BackIcon(props: IconProps) {
  return (
    <SvgIcon {...props} className={classNames(MIRRORED, props.className)}>
      <path d="M14.5 5.5 8 12l6.5 6.5" />
    </SvgIcon>
  )
}

/** A right chevron, for rows that navigate (a left one right to left). */
export function ChevronRightIcon(props: IconProps) {
  return (
    <SvgIcon {...props} className={classNames(MIRRORED, props.className)}>
      <path d="M9.5 5.5 16 12l-6.5 6.5" />
    </SvgIcon>
  )
}

/** A down chevron, for disclosures and selects. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5.5 9.5 12 16l6.5-6.5" />
    </SvgIcon>
  )
}

/** Two stacked sheets, for copying. */
export function CopyIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="8.5" y="8.5" width="12" height="12" rx="3" />
      <path d="M15.5 8.5V6.5a3 3 0 0 0-3-3h-6a3 3 0 0 0-3 3v6a3 3 0 0 0 3 3h2" />
    </SvgIcon>
  )
}

/** A tick. */
export function CheckIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </SvgIcon>
  )
}

/** A box with an outgoing arrow, for links that leave the page. */
export function ExternalIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M13.5 4.5h6v6M19.5 4.5l-8 8" />
      <path d="M17.5 14v3.5a2 2 0 0 1-2 2h-9a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2H10" />
    </SvgIcon>
  )
}

/** A magnifier. */
export function SearchIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5l4.5 4.5" />
    </SvgIcon>
  )
}

/** A wallet, also the placeholder for a wallet without an image. */
export function WalletIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M18.5 7V5.5a2 2 0 0 0-2.6-1.9L5.5 6.8" />
      <rect x="3.5" y="6.5" width="17" height="13.5" rx="3" />
      <path d="M20.5 11h-3.25a2.25 2.25 0 0 0 0 4.5h3.25" />
    </SvgIcon>
  )
}

/** A QR code glyph. */
export function QrIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="4" y="4" width="6" height="6" rx="1.5" />
      <rect x="14" y="4" width="6" height="6" rx="1.5" />
      <rect x="4" y="14" width="6" height="6" rx="1.5" />
      <path d="M14 14h2.5v2.5H14zM17.5 17.5H20V20h-2.5zM14 19.5v.5M20 14v.5" />
    </SvgIcon>
  )
}

/** An upward arrow (sent). */
export function ArrowUpIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </SvgIcon>
  )
}

/** A right arrow, for going on (submit); a left one right to left. */
export function ArrowRightIcon(props: IconProps) {
  return (
    <SvgIcon {...props} className={classNames(MIRRORED, props.className)}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </SvgIcon>
  )
}

/** A downward arrow (received). */
export function ArrowDownIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </SvgIcon>
  )
}

/** Two opposed arrows (swap). */
export function SwapIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M8 19.5V5M4 9l4-4 4 4M16 4.5V19M12 15l4 4 4-4" />
    </SvgIcon>
  )
}

/** A payment card (buy). */
export function CardIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="M3 10h18M7 14.5h3" />
    </SvgIcon>
  )
}

/** A clock (pending, recent). */
/** An "@": names and handles. */
export function AtIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="3.5" />
      <path d="M15.5 12v1.5a2.5 2.5 0 0 0 5 0V12a8.5 8.5 0 1 0-3.4 6.8" />
    </SvgIcon>
  )
}

export function MailIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </SvgIcon>
  )
}

export function ClockIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </SvgIcon>
  )
}

/** A globe, the placeholder for a network without an image. */
export function NetworkIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.5 3.4 5.3 3.4 8.5s-1.1 6-3.4 8.5c-2.3-2.5-3.4-5.3-3.4-8.5s1.1-6 3.4-8.5z" />
    </SvgIcon>
  )
}

/** Two rings, the placeholder for a token without an image. */
export function CoinIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4" />
    </SvgIcon>
  )
}

/** A triangle with an exclamation mark. */
export function WarningIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M10.3 4.4a2 2 0 0 1 3.4 0l7 12.1a2 2 0 0 1-1.7 3H5a2 2 0 0 1-1.7-3z" />
      <path d="M12 9.5v3.5M12 16.3v.2" />
    </SvgIcon>
  )
}

/** A circled “i”. */
export function InfoIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5M12 7.8v.2" />
    </SvgIcon>
  )
}

/** A circled question mark, for help. */
export function HelpIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.7 9.6a2.4 2.4 0 1 1 3.3 2.2c-.6.3-1 .8-1 1.5v.3M12 16.5v.2" />
    </SvgIcon>
  )
}
