import type { CaipNetwork } from '@openappkit/common/networks'
import type { ProposalTypes } from '@walletconnect/types'

/** Methods a session asks an EVM wallet for, beyond what the reads cover. */
export const WALLETCONNECT_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
] as const

/**
 * The methods asked for in each namespace: the WalletConnect RPC references of Solana, Bitcoin
 * and Polkadot wallets. Another namespace is proposed with no method; the wallet may add its own.
 */
export const NAMESPACE_METHODS: Readonly<Record<string, readonly string[]>> = {
  eip155: WALLETCONNECT_METHODS,
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
    'solana_signAllTransactions',
  ],
  bip122: ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt'],
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
}

const NAMESPACE_EVENTS = ['accountsChanged', 'chainChanged']

/** The optional namespaces of a proposal: every network of the site, grouped by namespace. */
export function proposalNamespaces(
  networks: readonly CaipNetwork[],
): ProposalTypes.OptionalNamespaces {
  const namespaces: ProposalTypes.OptionalNamespaces = {}
  for (const network of networks) {
    const key = network.chainNamespace
    const namespace = namespaces[key] ?? {
      chains: [],
      methods: [...(NAMESPACE_METHODS[key] ?? [])],
      events: [...NAMESPACE_EVENTS],
    }
    namespaces[key] = namespace
    if (!namespace.chains?.includes(network.caipNetworkId)) {
      namespace.chains?.push(network.caipNetworkId)
    }
  }
  return namespaces
}
