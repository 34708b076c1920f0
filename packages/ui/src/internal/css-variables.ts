import type { CSSProperties } from 'react'

/** Inline custom properties; React's style type does not list `--*` names. */
export function cssVariables(variables: Record<`--${string}`, string | number>): CSSProperties {
  return variables as CSSProperties
}
