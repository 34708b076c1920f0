import { describe, expect, it } from 'vitest'
import { createAppKitCore } from '../../core/create-app-kit-core.ts'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { createFakeSiwx } from '../../test-utils/fake-siwx.ts'
import { mainnet } from '../../test-utils/networks.ts'
import { getSiwxConfig } from './get-siwx-config.ts'
import { setSiwxConfig } from './set-siwx-config.ts'

describe('SIWX config', () => {
  it('throws SIWX is not enabled without a config', () => {
    const { core } = createTestCore()
    expect(() => getSiwxConfig(core)).toThrow('SIWX is not enabled')
  })

  it('takes the config from the options, required flag included', () => {
    const siwx = createFakeSiwx({ required: true })
    const core = createAppKitCore({ networks: [mainnet], siwx }, { window: undefined })
    expect(getSiwxConfig(core)).toBe(siwx)
    expect(core.state.siwx.required).toBe(true)
  })

  it('is turned on and off at runtime', () => {
    const { core } = createTestCore()
    setSiwxConfig(core, createFakeSiwx({ required: true }))
    expect(core.state.siwx.required).toBe(true)
    core.state.siwx.hasSession = true
    setSiwxConfig(core, undefined)
    expect(core.state.siwx).toMatchObject({ required: false, hasSession: false })
    expect(() => getSiwxConfig(core)).toThrow('SIWX is not enabled')
  })
})
