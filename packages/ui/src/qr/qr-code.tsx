import { useMemo } from 'react'
import { WalletImage } from '../image/images.tsx'
import { classNames } from '../internal/class-names.ts'
import { cssVariables } from '../internal/css-variables.ts'
import {
  centreClearance,
  createQrMatrix,
  isFinderModule,
  type QrErrorCorrection,
  type QrModulePosition,
} from './create-qr-matrix.ts'

export type QrCodeProps = {
  value: string
  /** Accessible name, e.g. “QR code to connect with WalletConnect”. */
  label: string
  /** Edge length in px, quiet zone included. Default 280. */
  size?: number | undefined
  /** The wallet icon drawn in the centre; the modules under it are left blank. */
  imageSrc?: string | null | undefined
  /** Shows the icon area (with a placeholder) even without `imageSrc`. */
  showImage?: boolean | undefined
  errorCorrection?: QrErrorCorrection | undefined
  className?: string | undefined
}

/** Light modules around the code on every side: the margin readers need to find it. */
export const QR_QUIET_ZONE_MODULES = 4

const DOT_RADIUS_HUNDREDTHS = 42
const DOT_RADIUS = DOT_RADIUS_HUNDREDTHS / 100
const DOT_ARCS = `a${DOT_RADIUS} ${DOT_RADIUS} 0 1 1 0 ${DOT_RADIUS * 2}a${DOT_RADIUS} ${DOT_RADIUS} 0 1 1 0 -${DOT_RADIUS * 2}`

function finderPattern(x: number, y: number) {
  return (
    <g key={`finder-${x}-${y}`}>
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

/**
 * An alignment pattern as one ring and a square centre, like the finders. Drawn as dots, its
 * ring breaks into separate dots on a sharp screen (device pixel ratio 2 and up) and readers
 * that look for the pattern's dark-light-dark runs (jsQR) no longer find it.
 */
function alignmentPattern({ row, column }: QrModulePosition) {
  return (
    <g key={`alignment-${row}-${column}`}>
      <rect
        x={column - 1.5}
        y={row - 1.5}
        width={4}
        height={4}
        rx={0.6}
        fill="none"
        stroke="currentColor"
      />
      <rect x={column} y={row} width={1} height={1} rx={0.25} fill="currentColor" />
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
  const { modules, dots, alignments, clearance, matrixSize, version } = useMemo(() => {
    const matrix = createQrMatrix(value, { errorCorrection })
    const clear = withImage ? centreClearance(matrix.size) : undefined
    const inClearance = (row: number, column: number) =>
      clear !== undefined &&
      row >= clear.start &&
      row < clear.end &&
      column >= clear.start &&
      column < clear.end
    // A pattern the icon would cut into keeps its visible modules as dots instead.
    const nearClearance = (centre: number) =>
      clear !== undefined && centre - 2 < clear.end && centre + 2 >= clear.start
    const drawn = matrix.alignmentPatterns.filter(
      ({ row, column }) => !(nearClearance(row) && nearClearance(column)),
    )
    const inDrawnPattern = (row: number, column: number) =>
      drawn.some(
        (centre) => Math.abs(centre.row - row) <= 2 && Math.abs(centre.column - column) <= 2,
      )
    let path = ''
    matrix.modules.forEach((cells, row) => {
      cells.forEach((dark, column) => {
        if (!dark || isFinderModule(matrix.size, row, column) || inClearance(row, column)) return
        if (inDrawnPattern(row, column)) return
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
      alignments: drawn,
      clearance: clear,
      matrixSize: matrix.size,
      version: matrix.version,
    }
  }, [value, errorCorrection, withImage])
  const far = matrixSize - 7
  const quiet = QR_QUIET_ZONE_MODULES
  const side = matrixSize + quiet * 2
  // The icon's box in percent of the tile, so it keeps to its clearance when the tile shrinks.
  const imageShare = clearance ? (clearance.side / side) * 86 : 0
  return (
    <div
      className={classNames('apkt-qr', className)}
      style={cssVariables({
        '--apkt-qr-size': `${size}px`,
        '--apkt-qr-quiet-zone': `${(quiet / side) * 100}%`,
        '--apkt-qr-image-share': `${imageShare}%`,
      })}
      data-version={version}
      data-modules={modules.length}
    >
      {/* The quiet zone is part of the drawing: it scales with the code, whatever its size. */}
      <svg
        role="img"
        aria-label={label}
        viewBox={`${-quiet} ${-quiet} ${side} ${side}`}
        width="100%"
        height="100%"
        className="apkt-qr__svg"
      >
        <path d={dots} fill="currentColor" />
        {[finderPattern(0, 0), finderPattern(far, 0), finderPattern(0, far)]}
        {alignments.map(alignmentPattern)}
      </svg>
      {clearance ? (
        <span className="apkt-qr__image">
          <WalletImage src={imageSrc} size={Math.round((size * imageShare) / 100)} />
        </span>
      ) : null}
    </div>
  )
}
