export {
  type CreateQrMatrixParameters,
  createQrMatrix,
  QrCodeEncodeError,
  type QrErrorCorrection,
  type QrMatrix,
} from './create-qr-matrix.ts'
export { QrCode, type QrCodeProps } from './qr-code.tsx'
