import type { ReactNode, SVGProps } from 'react'

/** Props every icon accepts. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> & {
  /** Width and height in px (or any CSS length). Default 20. */
  size?: number | string | undefined
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string | undefined
}

/** The 24×24 stroke frame the icon set is drawn in. */
export function SvgIcon({
  size = 20,
  label,
  children,
  ...rest
}: IconProps & { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative icons are aria-hidden; labelled ones get role="img" and a <title>
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-hidden={label ? undefined : true}
      {...rest}
    >
      {label ? <title>{label}</title> : null}
      {children}
    </svg>
  )
}
