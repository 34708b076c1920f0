import type { ReactNode } from 'react'
import { afterEach } from 'vitest'
import type { AppKit } from '../instance/types.ts'
import { AppKitProvider } from '../react/app-kit-context.tsx'
import { createMemoryAppKit } from './memory-app-kit.ts'

const instances: AppKit[] = []
// Registered once per test file that imports this module.
afterEach(() => {
  for (const instance of instances.splice(0)) instance.destroy()
})

/**
 * A memory instance (see createMemoryAppKit) and a wrapper putting it in an AppKitProvider for
 * renderHook/render; destroyed after the test.
 */
export function createProvidedAppKit(...parameters: Parameters<typeof createMemoryAppKit>) {
  const result = createMemoryAppKit(...parameters)
  instances.push(result.appKit)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitProvider instance={result.appKit}>{children}</AppKitProvider>
  )
  return { ...result, wrapper }
}
