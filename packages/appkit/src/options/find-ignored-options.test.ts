// @vitest-environment node
import { devnetEvm } from '@openappkit/common/networks'
import { createLogger } from '@openappkit/controllers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../instance/create-app-kit.ts'
import { describeIgnoredOptions, findIgnoredOptions } from './find-ignored-options.ts'
import type { CreateAppKitOptions } from './types.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

// What an app written for the incumbent passes, options we do not implement included.
const incumbentOptions = {
  networks: [devnetEvm],
  projectId: 'p',
  themeVariables: { '--w3m-accent': '#000', '--w3m-z-index': 1000 },
  allWallets: 'HIDE',
  universalProviderConfigOverride: { methods: {} },
  chainImages: { 31337: 'https://img.test/devnet.png' },
  features: {
    analytics: false,
    email: false,
    socials: ['google'],
    headless: true,
    smartSessions: true,
    pay: true,
  },
  notAnOption: 1,
} satisfies CreateAppKitOptions & { notAnOption: number }

describe('findIgnoredOptions', () => {
  it('names unknown and unimplemented incumbent options, features too, and nothing else', () => {
    expect(findIgnoredOptions(incumbentOptions)).toEqual([
      'allWallets',
      'universalProviderConfigOverride',
      'notAnOption',
      'features.headless',
      'features.smartSessions',
      'features.pay',
    ])
    expect(describeIgnoredOptions({ networks: [devnetEvm], debug: undefined })).toBeUndefined()
  })

  it('makes createAppKit warn once per instance, on the console unless given a logger', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const appKit = createAppKit(incumbentOptions)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(
      '[openappkit] createAppKit ignores options OpenAppKit does not implement: allWallets, universalProviderConfigOverride, notAnOption, features.headless, features.smartSessions, features.pay',
    )
    // Applied, not ignored: --w3m-* variables, chainImages and the incumbent's email/socials.
    expect(appKit.getThemeVariables()['--w3m-accent']).toBe('#000')
    expect(appKit.core.state.options.remoteFeatures.email).toBe(false)
    expect(appKit.core.state.options.remoteFeatures.socials).toEqual(['google'])
    expect(appKit.core.state.options.features.analytics).toBe(false)
    appKit.destroy()

    const logger = createLogger({ level: 'silent' })
    const logged = vi.spyOn(logger, 'warn')
    createAppKit(incumbentOptions, { logger }).destroy()
    expect(logged).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
