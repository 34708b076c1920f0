import { ed25519 } from '@noble/curves/ed25519'
import { decodeBase58, encodeBase58 } from '@openappkit/common/encoding'
import { parseTransaction, recoverTransactionAddress, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { FRAME_MESSAGE_SOURCE, frameRequest } from '../messages/frame-envelopes.ts'
import { createFrameHost } from './create-frame-host.ts'
import { type FrameApi, FrameApiError } from './frame-api.ts'
import { combineShares } from './keys/split-secret.ts'

const DAPP = 'http://127.0.0.1:5173'

// The api as the frame sees it, in memory: codes it "mailed", the auth halves it keeps.
function memoryApi() {
  const codes = new Map<string, string>()
  const shares = new Map<string, string>()
  const recovery = new Map<string, string>()
  const devices = new Set<string>()
  let farcasterPolls = 0
  const emailOf = (token: string) => token.replace('token-of-', '')
  const api: FrameApi = {
    async sendEmailCode(email, deviceId) {
      const address = email.toLowerCase()
      if (shares.has(address) && !devices.has(`${address}/${deviceId}`)) {
        return { action: 'VERIFY_DEVICE' }
      }
      codes.set(address, '123456')
      return { action: 'VERIFY_OTP' }
    },
    async isDeviceApproved(email, deviceId) {
      return devices.has(`${email}/${deviceId}`)
    },
    async verifyEmailCode(email, otp) {
      if (codes.get(email) !== otp) {
        throw new FrameApiError(400, 'Invalid one-time code', {
          code: 'INVALID_EMAIL_CODE',
          params: { attemptsLeft: 4 },
        })
      }
      return { sessionToken: `token-of-${email}` }
    },
    async getKeyShare(token) {
      return shares.get(emailOf(token))
    },
    async putKeyShare(token, { share, recoveryShare, deviceId }) {
      shares.set(emailOf(token), share)
      recovery.set(emailOf(token), recoveryShare)
      devices.add(`${emailOf(token)}/${deviceId}`)
    },
    async createFarcasterChannel() {
      return { url: 'http://api.test/connect?channelToken=c', channelToken: 'c', pollSecret: 'p' }
    },
    async farcasterStatus(_channel, pollSecret) {
      farcasterPolls++
      if (pollSecret !== 'p' || farcasterPolls < 3) return { state: 'pending' }
      return {
        state: 'completed',
        sessionToken: 'token-of-farcaster:20001',
        account: 'farcaster:20001',
        userName: 'fc',
      }
    },
    async startSocialLogin(provider, origin) {
      return { uri: `http://idp.test/auth?client=${provider}&origin=${encodeURIComponent(origin)}` }
    },
    async finishSocialLogin(uri) {
      if (!uri.includes('code=good')) throw new Error('Failed to connect')
      return { sessionToken: 'token-of-sam@example.com', email: 'sam@example.com', userName: 'sam' }
    },
    async startEmailUpdate(token, next) {
      codes.set(`primary:${emailOf(token)}`, `${next}:111111`)
    },
    async verifyEmailUpdatePrimary(token, next, otp) {
      if (codes.get(`primary:${emailOf(token)}`) !== `${next}:${otp}`) throw new Error('bad code')
      codes.set(`secondary:${next}`, '222222')
    },
    async verifyEmailUpdateSecondary(token, next, otp) {
      if (codes.get(`secondary:${next}`) !== otp) throw new Error('bad code')
      const from = emailOf(token)
      shares.set(next, shares.get(from) ?? '')
      shares.delete(from)
    },
    async getRecoveryShare(token, deviceId) {
      const email = emailOf(token)
      return devices.has(`${email}/${deviceId}`) ? recovery.get(email) : undefined
    },
  }
  /** What the emailed link does: approves every device waiting for `email`. */
  const approveFromEmail = (email: string, deviceId: string) => devices.add(`${email}/${deviceId}`)
  return { api, shares, recovery, approveFromEmail }
}

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

function setup(api = memoryApi(), storage = memoryStorage()) {
  const sent: { message: Record<string, unknown>; origin: string }[] = []
  const reads: string[] = []
  const host = createFrameHost({
    allowedOrigins: [DAPP],
    api: api.api,
    storage,
    chainId: 31337,
    post: (message, origin) => sent.push({ message: message as Record<string, unknown>, origin }),
    devicePollMs: 1,
    forwardRpc: async (method, params) => {
      reads.push(method)
      if (method === 'eth_getBlockByNumber') return { baseFeePerGas: '0x3b9aca00' }
      if (method === 'eth_sendRawTransaction') return (params as string[])[0]
      // 100 ETH: enough for what the tests send (the frame checks before asking).
      if (method === 'eth_getBalance') return '0x56bc75e2d63100000'
      return '0x1'
    },
  })
  let next = 0
  const ask = async (type: Parameters<typeof frameRequest>[1], payload: unknown = {}) => {
    const id = `request-${String(next++).padStart(4, '0')}`
    await host.receive(frameRequest(id, type, payload), DAPP)
    const reply = sent.findLast((item) => item.message.id === id)?.message
    if (!reply) throw new Error(`the frame did not answer ${type}`)
    return reply as { payload?: unknown; error?: unknown }
  }
  const lastApprovalId = () => {
    const approval = sent.findLast((item) => item.message.event === 'RPC_APPROVAL_REQUEST')
    return (approval?.message.payload as { requestId: string } | undefined)?.requestId ?? ''
  }
  const signIn = async (email = 'ada@example.com') => {
    await ask('CONNECT_EMAIL', { email })
    return ask('CONNECT_OTP', { otp: '123456' })
  }
  return { host, sent, reads, ask, signIn, api, storage, lastApprovalId }
}

describe('createFrameHost', () => {
  it('announces itself to the allowed origins and drops strangers, malformed and replayed messages', async () => {
    const { host, sent } = setup()
    host.announce()
    expect(sent).toEqual([
      { message: { source: FRAME_MESSAGE_SOURCE, event: 'READY', payload: {} }, origin: DAPP },
    ])
    await host.receive(frameRequest('request-0001', 'IS_CONNECTED'), 'http://evil.example')
    await host.receive({ source: 'openappkit-app', id: 'request-0002', type: 'IS_CONNECTED' }, DAPP)
    expect(sent).toHaveLength(1)
    await host.receive(frameRequest('request-0003', 'IS_CONNECTED'), DAPP)
    await host.receive(frameRequest('request-0003', 'IS_CONNECTED'), DAPP)
    expect(sent).toHaveLength(2)
  })

  it("passes the api's code of a wrong email code on to the dapp, with its tries left", async () => {
    const { ask } = setup()
    await ask('CONNECT_EMAIL', { email: 'ada@example.com' })
    expect((await ask('CONNECT_OTP', { otp: '654321' })).error).toEqual({
      code: -32000,
      message: 'Invalid one-time code',
      data: { code: 'INVALID_EMAIL_CODE', params: { attemptsLeft: 4 } },
    })
  })

  it('signs in by email: makes the key, keeps one half here and one at the api, never both there', async () => {
    const { signIn, ask, api, storage } = setup()
    expect(await signIn()).toMatchObject({ ok: true, payload: {} })
    const user = (await ask('GET_USER')).payload as { address: string; email: string }
    expect(user).toMatchObject({
      email: 'ada@example.com',
      chainId: 31337,
      preferredAccountType: 'eoa',
    })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect([...api.shares.values()]).toHaveLength(1)
    expect(storage.items.get('device-share:ada@example.com')).toBeDefined()
    expect(storage.items.get('device-share:ada@example.com')).not.toBe([...api.shares.values()][0])
    expect([...api.recovery.values()]).toHaveLength(1)
    expect((await ask('IS_CONNECTED')).payload).toEqual({ isConnected: true })
  })

  it('rebuilds the same address on this device after sign-out; a new device is not approved yet', async () => {
    const api = memoryApi()
    const storage = memoryStorage()
    const first = setup(api, storage)
    await first.signIn()
    const { address } = (await first.ask('GET_USER')).payload as { address: string }
    await first.ask('SIGN_OUT')
    expect((await first.ask('GET_USER')).error).toMatchObject({ code: 4100 })
    const again = setup(api, storage)
    expect((await again.ask('IS_CONNECTED')).payload).toEqual({ isConnected: false })
    await again.signIn()
    expect(((await again.ask('GET_USER')).payload as { address: string }).address).toBe(address)
    // Another browser profile: the account's email must approve it, then the code; same address.
    const otherStorage = memoryStorage()
    const otherDevice = setup(api, otherStorage)
    expect((await otherDevice.ask('CONNECT_EMAIL', { email: 'ada@example.com' })).payload).toEqual({
      action: 'VERIFY_DEVICE',
    })
    const waiting = otherDevice.ask('CONNECT_DEVICE')
    api.approveFromEmail('ada@example.com', otherStorage.items.get('device-id') ?? '')
    expect((await waiting).payload).toEqual({})
    expect((await otherDevice.ask('CONNECT_OTP', { otp: '123456' })).payload).toEqual({})
    const moved = (await otherDevice.ask('GET_USER')).payload as { address: string }
    expect(moved.address).toBe(address)
    // Neither share the api keeps is the other device's own.
    expect(otherStorage.items.get('device-share:ada@example.com')).not.toBe(
      storage.items.get('device-share:ada@example.com'),
    )
  })

  it('answers safe reads, refuses what docs/project/behaviour.md §6 does not allow, signs only once approved', async () => {
    const { signIn, ask, reads, host, lastApprovalId } = setup()
    await signIn()
    const { address } = (await ask('GET_USER')).payload as { address: `0x${string}` }
    expect((await ask('RPC_REQUEST', { method: 'eth_accounts' })).payload).toEqual({
      result: [address],
    })
    expect(
      (await ask('RPC_REQUEST', { method: 'eth_getBalance', params: [address, 'latest'] })).payload,
    ).toEqual({ result: '0x56bc75e2d63100000' })
    expect(reads).toEqual(['eth_getBalance'])
    expect(
      (await ask('RPC_REQUEST', { method: 'eth_sign', params: [address, '0x00'] })).error,
    ).toEqual({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    })

    const message = '0x48656c6c6f'
    const signing = ask('RPC_REQUEST', { method: 'personal_sign', params: [message, address] })
    await new Promise((resolve) => setImmediate(resolve))
    const requestId = lastApprovalId()
    await host.receive(
      frameRequest('approval-answer-1', 'RPC_APPROVAL', { requestId, approved: true }),
      DAPP,
    )
    const { result } = (await signing).payload as { result: `0x${string}` }
    expect(await verifyMessage({ address, message: { raw: message }, signature: result })).toBe(
      true,
    )

    const refused = ask('RPC_REQUEST', { method: 'personal_sign', params: [message, address] })
    await new Promise((resolve) => setImmediate(resolve))
    const answer = { requestId: lastApprovalId(), approved: false }
    await host.receive(frameRequest('approval-answer-2', 'RPC_APPROVAL', answer), DAPP)
    expect((await refused).error).toMatchObject({ code: 4001 })
  })
  it('signs typed data and transactions it filled from the node, after approval; an abort rejects', async () => {
    const { signIn, ask, host, lastApprovalId, reads } = setup()
    await signIn()
    const { address } = (await ask('GET_USER')).payload as { address: `0x${string}` }
    const approveNext = async () => {
      await new Promise((resolve) => setImmediate(resolve))
      const answer = { requestId: lastApprovalId(), approved: true }
      await host.receive(frameRequest(`answer-${answer.requestId}`, 'RPC_APPROVAL', answer), DAPP)
    }
    const typedData = {
      domain: { name: 'Lab', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    } as const
    const typed = ask('RPC_REQUEST', {
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    })
    await approveNext()
    const signature = ((await typed).payload as { result: `0x${string}` }).result
    expect(await verifyTypedData({ address, signature, ...typedData })).toBe(true)

    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const sending = ask('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to, value: '0xde0b6b3a7640000' }],
    })
    await approveNext()
    const raw = ((await sending).payload as { result: `0x${string}` }).result
    expect(parseTransaction(raw)).toMatchObject({
      chainId: 31337,
      to: to.toLowerCase(),
      value: 10n ** 18n,
      nonce: 1,
    })
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(address)
    expect(reads).toContain('eth_sendRawTransaction')

    expect(
      (await ask('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: to }] })).error,
    ).toMatchObject({ code: -32602 })
    const waiting = ask('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', address] })
    await new Promise((resolve) => setImmediate(resolve))
    await ask('RPC_ABORT')
    expect((await waiting).error).toMatchObject({ code: 4001 })
  })
  it('moves the account to a new email with both codes; this device keeps its share', async () => {
    const { signIn, ask, storage } = setup()
    await signIn()
    const { address } = (await ask('GET_USER')).payload as { address: string }
    expect((await ask('UPDATE_EMAIL_PRIMARY_OTP', { otp: '111111' })).error).toMatchObject({
      code: 4100,
    })
    expect((await ask('UPDATE_EMAIL', { email: 'ada@new.example' })).payload).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    expect((await ask('UPDATE_EMAIL_PRIMARY_OTP', { otp: '111111' })).payload).toEqual({})
    expect((await ask('UPDATE_EMAIL_SECONDARY_OTP', { otp: '222222' })).payload).toEqual({
      newEmail: 'ada@new.example',
    })
    expect(storage.items.get('device-share:ada@new.example')).toBeDefined()
    expect(storage.items.get('device-share:ada@example.com')).toBeUndefined()
    expect((await ask('GET_USER')).payload).toMatchObject({ email: 'ada@new.example', address })
  })
  it('signs in through a social provider: the dapp origin goes to the api, the session opens the key', async () => {
    const { ask } = setup()
    const { uri } = (await ask('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })).payload as {
      uri: string
    }
    expect(uri).toContain(encodeURIComponent(DAPP))
    expect(
      (await ask('CONNECT_SOCIAL', { uri: 'http://api.test/callback?code=bad' })).error,
    ).toMatchObject({ code: -32603 })
    expect(
      (await ask('CONNECT_SOCIAL', { uri: 'http://api.test/callback?code=good' })).payload,
    ).toEqual({ userName: 'sam' })
    expect((await ask('GET_USER')).payload).toMatchObject({ email: 'sam@example.com' })
  })
  it('signs Solana messages and transactions with the ed25519 key after approval', async () => {
    const { signIn, ask, host, lastApprovalId } = setup()
    await signIn()
    const { address } = (await ask('GET_USER', { chainId: 'devnet-cluster' })).payload as {
      address: string
    }
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const publicKey = decodeBase58(address)
    const approveNext = async () => {
      await new Promise((resolve) => setImmediate(resolve))
      const answer = { requestId: lastApprovalId(), approved: true }
      await host.receive(frameRequest(`answer-${answer.requestId}`, 'RPC_APPROVAL', answer), DAPP)
    }
    const text = new TextEncoder().encode('hello solana')
    const signing = ask('RPC_REQUEST', {
      method: 'solana_signMessage',
      params: { message: encodeBase58(text), pubkey: address },
    })
    await approveNext()
    const { signature } = ((await signing).payload as { result: { signature: string } }).result
    expect(ed25519.verify(decodeBase58(signature), text, publicKey)).toBe(true)

    // A legacy transaction this wallet pays for: one signature slot, header, two keys, blockhash.
    const message = new Uint8Array([
      1,
      0,
      1,
      2,
      ...publicKey,
      ...new Uint8Array(32),
      ...new Uint8Array(32).fill(7),
      0,
    ])
    const wire = new Uint8Array([1, ...new Uint8Array(64), ...message])
    const sending = ask('RPC_REQUEST', {
      method: 'solana_signTransaction',
      params: { transaction: Buffer.from(wire).toString('base64') },
    })
    await approveNext()
    const signed = ((await sending).payload as { result: { signature: string } }).result
    expect(ed25519.verify(decodeBase58(signed.signature), message, publicKey)).toBe(true)

    // Someone else's transaction, or bytes that are none, are refused before any approval.
    const foreign = new Uint8Array([
      1,
      ...new Uint8Array(64),
      1,
      0,
      1,
      1,
      ...new Uint8Array(32).fill(9),
      ...new Uint8Array(32),
      0,
    ])
    for (const transaction of [Buffer.from(foreign).toString('base64'), 'AAAA', '!!']) {
      expect(
        (await ask('RPC_REQUEST', { method: 'solana_signTransaction', params: { transaction } }))
          .error,
      ).toMatchObject({ code: -32602 })
    }
  })
  it('never posts the key or sends it to the api: only shares, addresses and signatures leave', async () => {
    const api = memoryApi()
    const storage = memoryStorage()
    const { signIn, ask, sent, host, lastApprovalId } = setup(api, storage)
    await signIn()
    const { address } = (await ask('GET_USER')).payload as { address: `0x${string}` }
    const signing = ask('RPC_REQUEST', { method: 'personal_sign', params: ['0x68690a', address] })
    await new Promise((resolve) => setImmediate(resolve))
    await host.receive(
      frameRequest('approval-leak-1', 'RPC_APPROVAL', {
        requestId: lastApprovalId(),
        approved: true,
      }),
      DAPP,
    )
    await signing
    const secret = await combineShares(
      storage.items.get('device-share:ada@example.com') ?? '',
      [...api.shares.values()][0] ?? '',
    )
    const hex = Buffer.from(secret).toString('hex')
    const keys = [hex.slice(0, 64), hex.slice(64), Buffer.from(secret).toString('base64')]
    const posted = JSON.stringify(sent.map((item) => item.message))
    const atApi = JSON.stringify([...api.shares.values(), ...api.recovery.values()])
    for (const key of keys) {
      expect(posted.toLowerCase()).not.toContain(key.toLowerCase())
      expect(atApi).not.toContain(key)
    }
    // The api holds two of the three shares (the recovery one sealed with its own key, for new
    // devices); neither share is the key.
    expect([...api.shares.values(), ...api.recovery.values()]).not.toContain(
      Buffer.from(secret).toString('base64'),
    )
  })
  it('signs in with Farcaster once the channel is completed; such an account has no email', async () => {
    const { ask } = setup()
    expect((await ask('CONNECT_FARCASTER')).error).toMatchObject({ code: 4100 })
    expect((await ask('GET_FARCASTER_URI')).payload).toEqual({
      url: 'http://api.test/connect?channelToken=c',
    })
    expect((await ask('CONNECT_FARCASTER')).payload).toEqual({ userName: 'fc' })
    expect((await ask('GET_USER')).payload).toMatchObject({ email: null })
  })
})
