/**
 * Canonical Multicall3 address (deployed with the same deterministic transaction on most EVM
 * chains). ZKsync Era is the exception: its CREATE2 differs, so it has its own address.
 */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'
