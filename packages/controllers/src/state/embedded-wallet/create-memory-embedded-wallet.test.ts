import { describe, expect, it } from 'vitest'
import { createMemoryEmbeddedWallet } from '../../test-kit/create-memory-embedded-wallet.ts'

describe('createMemoryEmbeddedWallet', () => {
  it('records calls, fails once on demand, and answers with the given identity', async () => {
    const wallet = createMemoryEmbeddedWallet({ userName: 'visitor', newEmail: 'n@example.org' })
    expect(await wallet.connectEmail({ email: 'a@example.org' })).toEqual({ action: 'VERIFY_OTP' })
    wallet.failures.connectOtp = 'Invalid code'
    await expect(wallet.connectOtp({ otp: '123456' })).rejects.toThrow('Invalid code')
    await expect(wallet.connectOtp({ otp: '123456' })).resolves.toBeUndefined()
    expect(await wallet.connectFarcaster()).toEqual({ userName: 'visitor' })
    expect(wallet.calls.map((call) => call.method)).toEqual([
      'connectEmail',
      'connectOtp',
      'connectOtp',
      'connectFarcaster',
    ])
    expect(wallet.calls[0]?.parameters).toEqual({ email: 'a@example.org' })
  })

  it('holds a call until the test lets it go', async () => {
    const wallet = createMemoryEmbeddedWallet()
    let release = () => {}
    wallet.hold.connectDevice = new Promise<void>((resolve) => {
      release = resolve
    })
    let done = false
    const pending = wallet.connectDevice().then(() => {
      done = true
    })
    await Promise.resolve()
    expect(done).toBe(false)
    release()
    await pending
    expect(done).toBe(true)
  })
})
