import { useMemo } from 'react'
import { WalletImage } from '../image/images.tsx'
import { classNames } from '../internal/class-names.ts'
import { cssVariables } from '../internal/css-variables.ts'
import {
  centreClearance,
  createQrMatrix,
  isFinderModule,
  type QrErrorCorrection,
} from './create-qr-matrix.ts'

export type QrCodeProps = {
  value: string
  /** Accessible name, e.g. “QR code to connect with WalletConnect”. */
  label: string
  /** Edge length in px. Default 280. */
  size?: number | undefined
  /** The wallet icon drawn in the centre; the modules under it are left blank. */
  imageSrc?: string | null | undefined
  /** Shows the icon area (with a placeholder) even without `imageSrc`. */
  showImage?: boolean | undefined
  errorCorrection?: QrErrorCorrection | undefined
  className?: string | undefined
}

const DOT_RADIUS_HUNDREDTHS = 42
const DOT_RADIUS = DOT_RADIUS_HUNDREDTHS / 100
const DOT_ARCS = `a${DOT_RADIUS} ${DOT_RADIUS} 0 1 1 0 ${DOT_RADIUS * 2}a${DOT_RADIUS} ${DOT_RADIUS} 0 1 1 0 -${DOT_RADIUS * 2}`

function finderPattern(x: number, y: number) {
  return (
    <g key={`${x}-${y}`}>
      <rect
        x={x + 0.5}
        y={y + 0.5}
        width={6}
        height={6}
        rx={1.8}
        fill="none"
        stroke="currentColor"
      />
      <rect x={x + 2} y={y + 2} width={3} height={3} rx={0.9} fill="currentColor" />
    </g>
  )
}

/** A QR code drawn locally as SVG dots, with an optional wallet icon in the middle. */
export function QrCode({
  value,
  label,
  size = 280,
  imageSrc,
  showImage,
  errorCorrection = 'Q',
  className,
}: QrCodeProps) {
  const withImage = Boolean(imageSrc) || Boolean(showImage)
  const { modules, dots, clearance, matrixSize, version } = useMemo(() => {
    const matrix = createQrMatrix(value, { errorCorrection })
    const clear = withImage ? centreClearance(matrix.size) : undefined
    const inClearance = (row: number, column: number) =>
      clear !== undefined &&
      row >= clear.start &&
      row < clear.end &&
      column >= clear.start &&
      column < clear.end
    let path = ''
    matrix.modules.forEach((cells, row) => {
      cells.forEach((dark, column) => {
        if (!dark || isFinderModule(matrix.size, row, column) || inClearance(row, column)) return
        // Two arcs make a circle in one path segment; one <path> keeps the DOM small.
        // Hundredths as integers, so coordinates print as short decimals.
        const cx = (column * 100 + 50) / 100
        const top = (row * 100 + 50 - DOT_RADIUS_HUNDREDTHS) / 100
        path += `M${cx} ${top}${DOT_ARCS}`
      })
    })
    return {
      modules: matrix.modules,
      dots: path,
      clearance: clear,
      matrixSize: matrix.size,
      version: matrix.version,
    }
  }, [value, errorCorrection, withImage])
  const far = matrixSize - 7
  const padding = Math.round(size * 0.05)
  const inner = size - padding * 2
  const imageSize = clearance ? Math.round((clearance.side / matrixSize) * inner * 0.86) : 0
  return (
    <div
      className={classNames('apkt-qr', className)}
      style={cssVariables({ '--apkt-qr-size': `${size}px`, '--apkt-qr-padding': `${padding}px` })}
      data-version={version}
      data-modules={modules.length}
    >
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${matrixSize} ${matrixSize}`}
        width="100%"
        height="100%"
        className="apkt-qr__svg"
      >
        <path d={dots} fill="currentColor" />
        {[finderPattern(0, 0), finderPattern(far, 0), finderPattern(0, far)]}
      </svg>
      {clearance ? (
        <span className="apkt-qr__image">
          <WalletImage src={imageSrc} size={imageSize} />
        </span>
      ) : null}
    </div>
  )
}
