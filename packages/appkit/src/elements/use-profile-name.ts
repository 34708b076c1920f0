import type { ChainNamespace } from '@openappkit/common/caip'
import { useAppKitInstance } from '../react/app-kit-context.tsx'
import { useCoreState } from '../react/use-core-state.ts'

/**
 * The name the account of `namespace` (the active one by default) goes by, once known: registered
 * in the modal, or read from the name service by the Account view. Not read on connect here: the
 * api client and its schemas would join every returning visitor's first load (28 KiB gzip).
 */
export function useProfileName(namespace: ChainNamespace | undefined): string | undefined {
  const instance = useAppKitInstance()
  const chains = useCoreState(instance, 'chains')
  const target = namespace ?? chains?.activeChain
  const name = target ? chains?.chains[target]?.accountState.profileName : undefined
  return name || undefined
}
