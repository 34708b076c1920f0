import { defineChain } from '@openappkit/appkit/networks'
import { devnet } from '../shared/devnet-network.ts'
import { queryParameter } from '../shared/query.ts'
import { solanaDevnet } from '../solana/network.ts'

/** The devnet's EVM chain, as the EVM pages define it (its RPC URL from `?rpc=`). */
export const evmNetwork = devnet

// The Solana page reads its cluster's endpoints from `?rpc=&ws=` too; this page has both networks
// and one address, so the cluster reads its own `?solana-rpc=&solana-ws=`, the rest as defined in
// src/solana/network.ts.
/** The devnet's Solana cluster, its endpoints from `?solana-rpc=&solana-ws=`. */
export const solanaNetwork = defineChain({
  ...solanaDevnet,
  rpcUrls: {
    default: {
      http: [queryParameter('solana-rpc', 'http://127.0.0.1:8899')],
      webSocket: [queryParameter('solana-ws', 'ws://127.0.0.1:8900')],
    },
  },
})
