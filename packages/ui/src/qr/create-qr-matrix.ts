import { AppKitError } from '@openappkit/common/errors'
import { encode, QrCodeDataType } from 'uqr'

/** Q survives 25 % damage, H 30 %: both leave room for an icon over the centre. */
export type QrErrorCorrection = 'Q' | 'H'

export type CreateQrMatrixParameters = {
  errorCorrection?: QrErrorCorrection | undefined
}

export type QrMatrix = {
  /** QR version, 1–40; grows with the length of the value. */
  version: number
  /** Modules per side. */
  size: number
  /** `modules[row][column]` is true for a dark module. */
  modules: boolean[][]
  /** Centre module of every 5 × 5 alignment pattern (none in version 1). */
  alignmentPatterns: QrModulePosition[]
}

export type QrModulePosition = { row: number; column: number }

/** Thrown when a value does not fit in the largest QR code. */
export class QrCodeEncodeError extends AppKitError<'QR_CODE_TOO_LONG'> {
  override name = 'QrCodeEncodeError'

  constructor(length: number, cause: unknown) {
    super('QR_CODE_TOO_LONG', { params: { length }, cause })
  }
}

/** Encodes text (UTF-8) into a QR module matrix, locally and without a quiet zone. */
export function createQrMatrix(value: string, parameters: CreateQrMatrixParameters = {}): QrMatrix {
  const { errorCorrection = 'Q' } = parameters
  try {
    const { version, size, data, types } = encode(value, { ecc: errorCorrection, border: 0 })
    return { version, size, modules: data, alignmentPatterns: findAlignmentPatterns(types) }
  } catch (cause) {
    throw new QrCodeEncodeError(value.length, cause)
  }
}

/**
 * The patterns' centres, from the encoder's module kinds: a pattern's top-left module is the
 * alignment module with none above it nor to its left (patterns never touch each other).
 */
function findAlignmentPatterns(types: QrCodeDataType[][]): QrModulePosition[] {
  const isAlignment = (row: number, column: number) =>
    types[row]?.[column] === QrCodeDataType.Alignment
  const centres: QrModulePosition[] = []
  types.forEach((kinds, row) => {
    kinds.forEach((_, column) => {
      if (
        isAlignment(row, column) &&
        !isAlignment(row - 1, column) &&
        !isAlignment(row, column - 1)
      ) {
        centres.push({ row: row + 2, column: column + 2 })
      }
    })
  })
  return centres
}

/** Whether a module belongs to one of the three corner finder patterns (drawn separately). */
export function isFinderModule(size: number, row: number, column: number) {
  const near = (index: number) => index < 7
  const far = (index: number) => index >= size - 7
  return (near(row) && near(column)) || (near(row) && far(column)) || (far(row) && near(column))
}

/**
 * The square of modules left blank for a centre icon: about a fifth of the side, odd so it
 * stays centred, never more than 9 % of the area so Q still recovers what it hides.
 */
export function centreClearance(size: number) {
  let side = Math.floor(size * 0.22)
  if (side % 2 === 0) side -= 1
  while (side > 1 && (side * side) / (size * size) > 0.09) side -= 2
  const start = (size - side) / 2
  return { start, end: start + side, side }
}
