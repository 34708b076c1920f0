import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import {
  WALLETCONNECT_TEST_WALLET_BITCOIN_EVENTS,
  WALLETCONNECT_TEST_WALLET_BITCOIN_METHODS,
} from './bitcoin-responder.ts'

/** Methods the test wallet answers over WalletConnect (whatever the underlying wallet handles). */
export const WALLETCONNECT_TEST_WALLET_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
] as const

export const WALLETCONNECT_TEST_WALLET_EVENTS = ['accountsChanged', 'chainChanged'] as const

function requestedEip155Chains(proposal: ProposalTypes.Struct): string[] {
  const chains = new Set<string>()
  for (const namespaces of [proposal.requiredNamespaces, proposal.optionalNamespaces]) {
    for (const [key, namespace] of Object.entries(namespaces ?? {})) {
      if (key.startsWith('eip155:')) chains.add(key)
      for (const chain of namespace.chains ?? []) if (chain.startsWith('eip155:')) chains.add(chain)
    }
  }
  return [...chains]
}

export const WALLETCONNECT_TEST_WALLET_SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
] as const

/** The chains a proposal names (any namespace: solana, bip122), among those the wallet knows. */
export function requestedSolanaChains(
  proposal: ProposalTypes.Struct,
  walletChains: readonly string[],
): string[] {
  const chains = new Set<string>()
  for (const namespaces of [proposal.requiredNamespaces, proposal.optionalNamespaces]) {
    for (const namespace of Object.values(namespaces ?? {})) {
      for (const chain of namespace.chains ?? [])
        if (walletChains.includes(chain)) chains.add(chain)
    }
  }
  return [...chains]
}

/**
 * The eip155 namespace the wallet approves: the proposed chains it has a node for (all of its
 * chains when the proposal names none of them), its current account on each; when the wallet
 * holds a Solana key, the proposed solana chains it knows; when it holds Bitcoin keys, the proposed
 * bip122 chains it knows, its payment address on each.
 */
export function approvedNamespaces(
  proposal: ProposalTypes.Struct,
  walletChainIds: readonly number[],
  address: string,
  solana?: { chains: readonly string[]; address: string },
  bitcoin?: { chains: readonly string[]; address: string },
): SessionTypes.Namespaces {
  const solanaChains = solana ? requestedSolanaChains(proposal, solana.chains) : []
  const bitcoinChains = bitcoin ? requestedSolanaChains(proposal, bitcoin.chains) : []
  const known = walletChainIds.map((id) => `eip155:${id}`)
  const requested = requestedEip155Chains(proposal).filter((chain) => known.includes(chain))
  const chains = requested.length > 0 ? requested : known
  return {
    eip155: {
      chains,
      accounts: chains.map((chain) => `${chain}:${address}`),
      methods: [...WALLETCONNECT_TEST_WALLET_METHODS],
      events: [...WALLETCONNECT_TEST_WALLET_EVENTS],
    },
    ...(solana && solanaChains.length > 0
      ? {
          solana: {
            chains: solanaChains,
            accounts: solanaChains.map((chain) => `${chain}:${solana.address}`),
            methods: [...WALLETCONNECT_TEST_WALLET_SOLANA_METHODS],
            events: [...WALLETCONNECT_TEST_WALLET_EVENTS],
          },
        }
      : {}),
    ...(bitcoin && bitcoinChains.length > 0
      ? {
          bip122: {
            chains: bitcoinChains,
            accounts: bitcoinChains.map((chain) => `${chain}:${bitcoin.address}`),
            methods: [...WALLETCONNECT_TEST_WALLET_BITCOIN_METHODS],
            events: [...WALLETCONNECT_TEST_WALLET_BITCOIN_EVENTS],
          },
        }
      : {}),
  }
}

/** The same namespaces with `address` as the account on every chain. */
export function withAccount(
  namespaces: SessionTypes.Namespaces,
  address: string,
): SessionTypes.Namespaces {
  const eip155 = namespaces.eip155
  if (!eip155) return namespaces
  const chains = eip155.chains ?? [
    ...new Set(eip155.accounts.map((a) => a.split(':').slice(0, 2).join(':'))),
  ]
  return {
    ...namespaces,
    eip155: { ...eip155, chains, accounts: chains.map((c) => `${c}:${address}`) },
  }
}
