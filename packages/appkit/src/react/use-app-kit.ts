import { useMemo } from 'react'
import type { AppKit } from '../instance/types.ts'
import { useAppKitInstance } from './app-kit-context.tsx'

export type UseAppKitReturnType = {
  /** Opens the modal: `{ view, namespace, data }`, `data` handed to the view. */
  open: AppKit['open']
  close: AppKit['close']
}

/** Opens the modal (on a view, with its data) and closes it. */
export function useAppKit(): UseAppKitReturnType {
  const instance = useAppKitInstance()
  return useMemo(() => ({ open: instance.open, close: instance.close }), [instance])
}
