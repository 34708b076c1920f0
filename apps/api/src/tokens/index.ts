export { type GetEvmTokenMetadataParameters, getEvmTokenMetadata } from './evm-token-metadata.ts'
export { createTokenList, normalizeAddress, type TokenInfo, type TokenList } from './token-list.ts'
