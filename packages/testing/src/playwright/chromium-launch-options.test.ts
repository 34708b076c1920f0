import { describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS, chromiumLaunchOptions } from './chromium-launch-options.ts'

describe('chromiumLaunchOptions', () => {
  it("uses Debian's Chromium, headless, without background traffic", () => {
    expect(chromiumLaunchOptions({})).toEqual({
      executablePath: '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS],
    })
    expect(CHROMIUM_ARGS).toContain('--disable-background-networking')
  })

  it('takes CHROMIUM_PATH when set', () => {
    expect(chromiumLaunchOptions({ CHROMIUM_PATH: '/opt/chromium' }).executablePath).toBe(
      '/opt/chromium',
    )
    expect(chromiumLaunchOptions({ CHROMIUM_PATH: '' }).executablePath).toBe('/usr/bin/chromium')
  })
})
