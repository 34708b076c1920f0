import { type ReactNode, useState } from 'react'
import { isSafeImageUrl } from './is-safe-image-url.ts'

export type RemoteImageProps = {
  src?: string | null | undefined
  alt: string
  /** Rendered instead when the URL is missing, not allowed, or fails to load. */
  fallback: ReactNode
  className?: string | undefined
}

/** An `<img>` for URLs from the network that falls back on a disallowed scheme or a load error. */
export function RemoteImage({ src, alt, fallback, className }: RemoteImageProps) {
  // Remember which URL failed, so a new `src` gets its own attempt.
  const [failedSrc, setFailedSrc] = useState<string>()
  if (!isSafeImageUrl(src) || failedSrc === src) return <>{fallback}</>
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      draggable={false}
      onError={() => setFailedSrc(src)}
    />
  )
}
