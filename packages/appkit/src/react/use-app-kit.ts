import { useMemo } from 'react'
import type { AppKit } from '../instance/types.ts'
import { useAppKitInstance } from './app-kit-context.tsx'

export type UseAppKitReturnType = { open: AppKit['open']; close: AppKit['close'] }

/** Opens and closes the modal. */
export function useAppKit(): UseAppKitReturnType {
  const instance = useAppKitInstance()
  return useMemo(() => ({ open: instance.open, close: instance.close }), [instance])
}
