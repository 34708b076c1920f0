import { MAX_NAME_COIN_TYPE_CHAIN_ID } from '../constants/index.ts'
import { AppKitError } from '../errors/app-kit-error.ts'

/** Thrown when a chain id or coin type has no ENSIP-11 counterpart. */
export class InvalidCoinTypeError extends AppKitError<
  'CHAIN_ID_HAS_NO_COIN_TYPE' | 'NOT_AN_EVM_COIN_TYPE'
> {
  override name = 'InvalidCoinTypeError'
}

const EVM_COIN_TYPE_FLAG = 0x80000000
// SLIP-44 coin type of Ethereum mainnet, which ENSIP-11 keeps instead of 0x80000001.
const ETHEREUM_COIN_TYPE = 60
const MAINNET_CHAIN_ID = 1

/**
 * ENSIP-11 coin type of an EVM chain: `(0x80000000 | chainId) >>> 0`, and 60 for mainnet. The
 * chain id must be an integer from 0 to 2^31 - 1 (docs/project/behaviour.md §5: below 2^31); 0
 * gives the ENSIP-19 default EVM coin type.
 */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId > MAX_NAME_COIN_TYPE_CHAIN_ID) {
    throw new InvalidCoinTypeError('CHAIN_ID_HAS_NO_COIN_TYPE', {
      params: { chainId, max: MAX_NAME_COIN_TYPE_CHAIN_ID },
    })
  }
  if (chainId === MAINNET_CHAIN_ID) return ETHEREUM_COIN_TYPE
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0
}

/** The EVM chain id of an ENSIP-11 coin type (60 gives 1); throws for non-EVM coin types. */
export function coinTypeToChainId(coinType: number): number {
  if (coinType === ETHEREUM_COIN_TYPE) return MAINNET_CHAIN_ID
  if (!Number.isInteger(coinType) || coinType < EVM_COIN_TYPE_FLAG || coinType > 0xffffffff) {
    throw new InvalidCoinTypeError('NOT_AN_EVM_COIN_TYPE', { params: { coinType } })
  }
  return coinType - EVM_COIN_TYPE_FLAG
}
