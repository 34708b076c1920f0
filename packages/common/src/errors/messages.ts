/**
 * Every user-facing message of SPEC §5 and §8, word for word. Templates with a placeholder are
 * functions so the wording stays in one place.
 */
export const ErrorMessages = {
  // SPEC §5 validation
  invalidCaipAddress: 'Invalid CAIP Address',
  invalidCaip10Address: (value: string) => `Invalid CAIP-10 address: ${value}`,
  invalidCaip2NetworkId: (value: string) => `Invalid CAIP-2 network id: ${value}`,
  emailCooldown: (seconds: number) => `Please try again after ${seconds} seconds`,
  sendAmountAndReceiverRequired: 'An amount and receiver address are required',
  sendTokenRequired: 'A token is required',

  // SPEC §6 embedded wallet
  rpcCallNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',

  // SPEC §8 toasts
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  failedToFetchTransactions: 'Failed to fetch transactions',
  errorSigningMessage: 'Error signing message',
  authenticating: 'Authenticating...',
  authenticationInitFailed: 'A problem occurred while trying initialize authentication',

  // SPEC §8 thrown
  networkNotSupportedForGasPrice: 'Network not supported for Gas Price',
  networkNotSupportedForSwaps: 'Network not supported for Swaps',
  unsupportedChain: 'Unsupported chain',
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  errorRegisteringName: (name: string) => `Error registering name ${name}`,
  networkNotFound: 'Network not found',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  transactionsNeedAccountAddress: "Transactions can't be fetched without an accountAddress",
  httpStatusCode: (status: number) => `HTTP status code: ${status}`,

  // SPEC §8 social
  modalClosed: 'Modal closed',
  popupClosed: 'Popup closed',
  failedToConnect: 'Failed to connect',
  failedToInitiateSocialConnection: 'Failed to initiate social connection',
  failedToConnectToFarcaster: 'Failed to connect to farcaster',

  // SPEC §8 connection
  connectionRejected: 'Connection rejected',
  noAuthConnectorFound: 'No auth connector found',
  notConnectedToEmailOrSocial: 'Not connected to email or social',
  noConnectorFoundForConnection: (id: string) => `No connector found for connection: ${id}`,
  failedToDisconnect: 'Failed to disconnect',
  invalidConnectionStatus: 'Invalid connection status',
} as const

export type ErrorMessageKey = keyof typeof ErrorMessages
