export {
  type BuildSwapApproveTransactionParameters,
  type BuildSwapApproveTransactionReturnType,
  buildSwapApproveTransaction,
} from './actions/build-swap-approve-transaction.ts'
export {
  type BuildSwapTransactionParameters,
  type BuildSwapTransactionReturnType,
  buildSwapTransaction,
} from './actions/build-swap-transaction.ts'
export {
  type GenerateOnRampUrlParameters,
  type GenerateOnRampUrlReturnType,
  generateOnRampUrl,
  type OnRampDestinationWallet,
} from './actions/generate-on-ramp-url.ts'
export {
  type GetBalancesParameters,
  type GetBalancesReturnType,
  getBalances,
} from './actions/get-balances.ts'
export {
  type GetGasPriceParameters,
  type GetGasPriceReturnType,
  getGasPrice,
} from './actions/get-gas-price.ts'
export {
  type GetIdentityParameters,
  type GetIdentityReturnType,
  getIdentity,
} from './actions/get-identity.ts'
export {
  type GetNameSuggestionsParameters,
  type GetNameSuggestionsReturnType,
  getNameSuggestions,
  type NameSuggestion,
} from './actions/get-name-suggestions.ts'
export {
  type GetOnRampOptionsReturnType,
  getOnRampOptions,
  type PaymentCurrency,
  type PurchaseCurrency,
  paymentCurrencySchema,
  purchaseCurrencySchema,
} from './actions/get-on-ramp-options.ts'
export {
  type GetOnRampQuoteParameters,
  type GetOnRampQuoteReturnType,
  getOnRampQuote,
  type OnRampQuote,
} from './actions/get-on-ramp-quote.ts'
export {
  type GetSessionParameters,
  type GetSessionReturnType,
  getSession,
} from './actions/get-session.ts'
export {
  type GetSupportedNetworksReturnType,
  getSupportedNetworks,
} from './actions/get-supported-networks.ts'
export {
  type GetSwapAllowanceParameters,
  type GetSwapAllowanceReturnType,
  getSwapAllowance,
} from './actions/get-swap-allowance.ts'
export {
  type GetSwapQuoteParameters,
  type GetSwapQuoteReturnType,
  getSwapQuote,
  type SwapQuote,
} from './actions/get-swap-quote.ts'
export {
  type GetSwapTokensParameters,
  type GetSwapTokensReturnType,
  getSwapTokens,
  type SwapToken,
} from './actions/get-swap-tokens.ts'
export {
  type FungiblePrice,
  type GetTokenPriceParameters,
  type GetTokenPriceReturnType,
  getTokenPrice,
} from './actions/get-token-price.ts'
export {
  type GetTransactionHistoryParameters,
  type GetTransactionHistoryReturnType,
  getTransactionHistory,
} from './actions/get-transaction-history.ts'
export {
  type GetWalletCatalogueParameters,
  type GetWalletCatalogueReturnType,
  getWalletCatalogue,
  type WalletCatalogueEntry,
} from './actions/get-wallet-catalogue.ts'
export {
  type IsNetworkSupportedParameters,
  isNetworkSupported,
} from './actions/is-network-supported.ts'
export {
  type LookupNameParameters,
  type LookupNameReturnType,
  lookupName,
} from './actions/lookup-name.ts'
export {
  type RegisterNameParameters,
  type RegisterNameReturnType,
  registerName,
} from './actions/register-name.ts'
export {
  type ReverseLookupNameParameters,
  type ReverseLookupNameReturnType,
  reverseLookupName,
} from './actions/reverse-lookup-name.ts'
export {
  type RevokeSessionParameters,
  type RevokeSessionReturnType,
  revokeSession,
} from './actions/revoke-session.ts'
export {
  type AnalyticsEventBody,
  type SendAnalyticsEventParameters,
  sendAnalyticsEvent,
} from './actions/send-analytics-event.ts'
export {
  type BlockchainApiClient,
  type BlockchainApiRequest,
  type CreateBlockchainApiClientParameters,
  createBlockchainApiClient,
  InvalidApiResponseError,
  type SupportedNetworks,
} from './blockchain-api-client.ts'
export {
  type EnsCacheEntry,
  ensCache,
  type IdentityCacheEntry,
  identityCache,
  type NativeBalanceCacheEntry,
  nativeBalanceCache,
  type PortfolioCacheEntry,
  portfolioCache,
} from './caches.ts'
export {
  type CreateHttpClientParameters,
  createHttpClient,
  type HttpBodyRequestParameters,
  type HttpClient,
  type HttpRequestParameters,
  type QueryValue,
} from './http-client.ts'
export { isRetryableError, type WithRetryParameters, withRetry } from './with-retry.ts'
