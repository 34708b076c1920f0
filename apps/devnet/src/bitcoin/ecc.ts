import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib } from 'bitcoinjs-lib'

// bitcoinjs-lib needs a secp256k1 backend for taproot (tweaks, x-only key checks). Importing the
// curve through this module guarantees the backend is registered before any p2tr payment runs.
initEccLib(ecc)

export { ecc }
