import type { RpcMethods } from '../json-rpc/rpc-dispatch.ts'
import { accountMethods } from './methods/accounts.ts'
import { clusterMethods } from './methods/cluster.ts'
import type { SolanaRpcContext } from './methods/shared.ts'
import { tokenMethods } from './methods/tokens.ts'
import { transactionMethods } from './methods/transactions.ts'

/** Every HTTP JSON-RPC method the devnet serves. */
export function createSolanaRpcMethods(context: SolanaRpcContext): RpcMethods {
  return {
    ...accountMethods(context),
    ...tokenMethods(context),
    ...clusterMethods(context),
    ...transactionMethods(context),
  }
}
