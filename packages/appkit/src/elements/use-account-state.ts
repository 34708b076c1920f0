import type { ChainNamespace } from '@openappkit/common/caip'
import { useAppKitInstance } from '../react/app-kit-context.tsx'
import { useCoreState } from '../react/use-core-state.ts'

/** The namespace an element shows (`namespace`, else the active one) and its account state. */
export function useAccountState(namespace: ChainNamespace | undefined) {
  const instance = useAppKitInstance()
  const chains = useCoreState(instance, 'chains')
  const target = namespace ?? chains?.activeChain
  return { target, account: target ? chains?.chains[target]?.accountState : undefined }
}
