import type { ReactNode } from 'react'
import { CoinIcon, NetworkIcon, WalletIcon } from '../icons/icons.tsx'
import { classNames } from '../internal/class-names.ts'
import { cssVariables } from '../internal/css-variables.ts'
import { RemoteImage } from './remote-image.tsx'

export type EntityImageProps = {
  src?: string | null | undefined
  /** Accessible name; `''` (the default) when a visible name sits next to the image. */
  alt?: string | undefined
  /** Edge length in px. Default 40. */
  size?: number | undefined
  className?: string | undefined
}

type Shape = 'wallet' | 'network' | 'token'

const placeholders: Record<Shape, (size: number) => ReactNode> = {
  wallet: (size) => <WalletIcon size={size} />,
  network: (size) => <NetworkIcon size={size} />,
  token: (size) => <CoinIcon size={size} />,
}

function EntityImage({
  shape,
  src,
  alt = '',
  size = 40,
  className,
}: EntityImageProps & { shape: Shape }) {
  const iconSize = Math.max(12, Math.round(size * 0.5))
  const fallback = (
    <span
      className="apkt-image__placeholder"
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      {placeholders[shape](iconSize)}
    </span>
  )
  return (
    <span
      className={classNames('apkt-image', `apkt-image--${shape}`, className)}
      style={cssVariables({ '--apkt-image-size': `${size}px` })}
    >
      <RemoteImage src={src} alt={alt} fallback={fallback} />
    </span>
  )
}

/** A wallet's icon in a rounded square, or a wallet glyph when it has none or it fails. */
export function WalletImage(props: EntityImageProps) {
  return <EntityImage shape="wallet" {...props} />
}

/** A network's icon in a circle, or a globe when it has none or it fails. */
export function NetworkImage(props: EntityImageProps) {
  return <EntityImage shape="network" {...props} />
}

/** A token's icon in a circle, or a coin glyph when it has none or it fails. */
export function TokenImage(props: EntityImageProps) {
  return <EntityImage shape="token" {...props} />
}
