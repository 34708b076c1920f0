import { classNames } from '../internal/class-names.ts'
import { cssVariables } from '../internal/css-variables.ts'

export type SkeletonProps = {
  /** CSS width. Default 100%. */
  width?: number | string | undefined
  /** CSS height. Default 1em. */
  height?: number | string | undefined
  /** `text` has small radii, `circle` is round, `rect` follows the medium radius. */
  shape?: 'text' | 'circle' | 'rect' | undefined
  className?: string | undefined
}

const toLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value)

/** A shimmering placeholder for content still loading; hidden from assistive technology. */
export function Skeleton({
  width = '100%',
  height = '1em',
  shape = 'text',
  className,
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={classNames('apkt-skeleton', `apkt-skeleton--${shape}`, className)}
      style={cssVariables({
        '--apkt-skeleton-width': toLength(width),
        '--apkt-skeleton-height': toLength(height),
      })}
    />
  )
}
