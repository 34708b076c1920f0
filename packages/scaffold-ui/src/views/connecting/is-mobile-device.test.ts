import { describe, expect, it } from 'vitest'
import { isMobileDevice } from './is-mobile-device.ts'

const device = (userAgent: string, coarse = false) => ({
  navigator: { userAgent },
  matchMedia: () => ({ matches: coarse }),
})

describe('isMobileDevice', () => {
  it('recognises phones by their user agent or a touch-only pointer', () => {
    expect(isMobileDevice(device('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'))).toBe(
      true,
    )
    expect(isMobileDevice(device('Mozilla/5.0 (Linux; Android 14; Pixel 8)'))).toBe(true)
    expect(isMobileDevice(device('Mozilla/5.0 (X11; Linux x86_64)', true))).toBe(true)
    expect(isMobileDevice(device('Mozilla/5.0 (X11; Linux x86_64)'))).toBe(false)
    expect(isMobileDevice(undefined)).toBe(false)
  })
})
