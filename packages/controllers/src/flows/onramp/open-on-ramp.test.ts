import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { createFakeApi } from '../../test-utils/fake-api.ts'
import { openModal } from '../modal/open-modal.ts'
import { openOnRamp } from './open-on-ramp.ts'

function setup(options: { apiUrl?: string; timeZone?: string; onramp?: string[] | false } = {}) {
  const fetch = createFakeApi()
  const { core } = createTestCore({
    fetch,
    apiUrl: 'apiUrl' in options ? options.apiUrl : 'https://api.test',
    remoteFeatures: { onramp: options.onramp ?? ['meld'] },
  })
  Object.assign(core.services, { timeZone: options.timeZone ?? 'Europe/Paris' })
  return { core, fetch }
}

describe('openOnRamp', () => {
  it('opens the OnRamp view with the configured providers and loads currencies', async () => {
    const { core, fetch } = setup()
    expect(openOnRamp(core)).toBe(true)
    expect(core.state.modal.open).toBe(true)
    expect(core.state.router.view).toBe('OnRamp')
    expect(core.state.onRamp.providers.map((provider) => provider.name)).toEqual(['meld'])
    await Promise.resolve()
    expect(fetch.apiCalls('/v1/onramp/options')).toHaveLength(1)
  })

  it('pushes onto an open modal', () => {
    const { core } = setup()
    openModal(core, { view: 'Account' })
    openOnRamp(core)
    expect(core.state.router.history).toEqual(['Account', 'OnRamp'])
  })

  it('refuses in a restricted time zone, without an API or when turned off', () => {
    for (const options of [
      { timeZone: 'Asia/Shanghai' },
      { apiUrl: undefined },
      { onramp: false as const },
    ]) {
      const { core } = setup(options)
      expect(openOnRamp(core)).toBe(false)
      expect(core.state.modal.open).toBe(false)
    }
  })
})
