import type { SIWXConfig } from '@openappkit/controllers'
import { useAppKitInstance } from './app-kit-context.tsx'

/** The sign-in configuration given to createAppKit (`siwx`), as the incumbent's `useAppKitSIWX`. */
export function useAppKitSIWX<Config extends SIWXConfig = SIWXConfig>(): Config | undefined {
  return useAppKitInstance().options.siwx as Config | undefined
}
