import { inject } from 'vitest'
import * as wagmi from 'wagmi'

/**
 * wagmi's connection hook in the major this run installs (vitest.wagmi2.config.ts resolves `wagmi`
 * to wagmi 2): `useConnection` in wagmi 3, `useAccount` in wagmi 2, which has only that name (wagmi
 * 3 keeps it as a deprecated alias). One journey then runs against both.
 */
export const useConnection: typeof wagmi.useConnection =
  inject('wagmiMajor') === 3 ? wagmi.useConnection : wagmi.useAccount
