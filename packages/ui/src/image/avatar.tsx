import { classNames } from '../internal/class-names.ts'
import { cssVariables } from '../internal/css-variables.ts'
import { addressGradient } from './address-gradient.ts'
import { RemoteImage } from './remote-image.tsx'

export type AvatarProps = {
  /** Seeds the gradient shown without a usable image. */
  address: string
  src?: string | null | undefined
  /** Accessible name (for example the name or the shortened address); `''` when decorative. */
  label: string
  /** Diameter in px. Default 40. */
  size?: number | undefined
  className?: string | undefined
}

/** A round avatar: the image when it loads, otherwise a gradient derived from the address. */
export function Avatar({ address, src, label, size = 40, className }: AvatarProps) {
  return (
    <span
      className={classNames('apkt-avatar', className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      style={cssVariables({
        '--apkt-image-size': `${size}px`,
        '--apkt-avatar-background': addressGradient(address).background,
      })}
    >
      <RemoteImage src={src} alt="" fallback={null} />
    </span>
  )
}
