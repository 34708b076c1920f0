import type { SIWXConfig } from '@openappkit/controllers'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createMemoryAppKit } from '../test-utils/memory-app-kit.ts'
import { AppKitProvider } from './app-kit-context.tsx'
import { useAppKitSIWX } from './use-app-kit-siwx.ts'

const siwx: SIWXConfig = {
  createMessage: async () => {
    throw new TypeError('not used')
  },
  addSession: async () => {},
  revokeSession: async () => {},
  setSessions: async () => {},
  getSessions: async () => [],
}

describe('useAppKitSIWX', () => {
  it('gives the sign-in configuration the instance was created with, or undefined', () => {
    for (const [options, expected] of [
      [{ siwx }, siwx],
      [{}, undefined],
    ] as const) {
      const { appKit } = createMemoryAppKit(options)
      const wrapper = ({ children }: { children: ReactNode }) => (
        <AppKitProvider instance={appKit}>{children}</AppKitProvider>
      )
      expect(renderHook(() => useAppKitSIWX(), { wrapper }).result.current).toBe(expected)
      appKit.destroy()
    }
  })
})
