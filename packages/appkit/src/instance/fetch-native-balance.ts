import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '@openappkit/controllers'
import type { FetchBalanceReturnType } from './types.ts'

export type FetchNativeBalanceParameters = { namespace?: ChainNamespace | undefined }

function failure(error: string): FetchBalanceReturnType {
  return { data: undefined, error, isSuccess: false, isError: true }
}

/** Reads the native balance of the connected account of `namespace` through its adapter. */
export async function fetchNativeBalance(
  core: AppKitCore,
  { namespace }: FetchNativeBalanceParameters = {},
): Promise<FetchBalanceReturnType> {
  const target = namespace ?? core.state.chains.activeChain
  const chain = target ? core.state.chains.chains[target] : undefined
  const address = chain?.accountState.address
  const caipNetwork = chain?.networkState.caipNetwork
  const adapter = target ? core.adapters.get(target) : undefined
  if (!address || !caipNetwork || !adapter) return failure('No account connected')
  try {
    const data = await adapter.getBalance({ address, caipNetwork })
    return { data, error: null, isSuccess: true, isError: false }
  } catch (error) {
    return failure(error instanceof Error ? error.message : String(error))
  }
}
