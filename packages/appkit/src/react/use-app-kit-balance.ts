import { useMemo } from 'react'
import type { AppKit } from '../instance/types.ts'
import { useAppKitInstance } from './app-kit-context.tsx'

export type UseAppKitBalanceReturnType = { fetchBalance: () => ReturnType<AppKit['fetchBalance']> }

/** Reads the native balance of the connected account on demand. */
export function useAppKitBalance(): UseAppKitBalanceReturnType {
  const instance = useAppKitInstance()
  return useMemo(() => ({ fetchBalance: () => instance.fetchBalance() }), [instance])
}
