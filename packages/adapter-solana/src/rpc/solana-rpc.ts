import { base64ToBytes } from '@openappkit/common/encoding'
import { type FetchLike, jsonRpcRequest } from '@openappkit/controllers'

/** JSON-RPC calls to one Solana cluster. */
export type SolanaRpc = {
  readonly rpcUrl: string
  call<TResult>(method: string, params?: readonly unknown[]): Promise<TResult>
}

/** A cluster's reply wrapped in its context (`{ context: { slot }, value }`). */
export type WithContext<TValue> = { context: { slot: number }; value: TValue }

/** An account as `getAccountInfo` returns it with base64 encoding. */
export type EncodedAccount = { owner: string; lamports: number; data: [string, 'base64'] }

/** A client for the cluster at `rpcUrl`, over the given fetch (the page's by default). */
export function createSolanaRpc(rpcUrl: string, fetch?: FetchLike): SolanaRpc {
  return {
    rpcUrl,
    call: async <TResult>(method: string, params: readonly unknown[] = []) =>
      (await jsonRpcRequest({
        fetch: fetch ?? (globalThis.fetch as unknown as FetchLike),
        rpcUrl,
        method,
        params,
      })) as TResult,
  }
}

/** An account's lamports and data, or undefined when it does not exist. */
export async function getEncodedAccount(
  rpc: SolanaRpc,
  address: string,
): Promise<(EncodedAccount & { bytes: Uint8Array }) | undefined> {
  const { value } = await rpc.call<WithContext<EncodedAccount | null>>('getAccountInfo', [
    address,
    { encoding: 'base64', commitment: 'confirmed' },
  ])
  return value ? { ...value, bytes: base64ToBytes(value.data[0]) } : undefined
}
