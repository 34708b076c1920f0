import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../instance/types.ts'
import { createMemoryAppKit } from '../test-utils/memory-app-kit.ts'

let appKit: AppKit | undefined

afterEach(() => {
  appKit?.destroy()
})

describe('createAppKit in the browser', () => {
  it('defines the custom elements (loaded beside the page, not at import)', async () => {
    await import('../index.ts')
    expect(customElements.get('appkit-button')).toBeUndefined()
    appKit = createMemoryAppKit().appKit
    await vi.waitFor(() => {
      expect(customElements.get('appkit-button')).toBeDefined()
      expect(customElements.get('appkit-network-button')).toBeDefined()
    })
  })
})
