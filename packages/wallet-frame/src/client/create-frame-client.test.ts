import { isAppKitError, isUserRejection } from '@openappkit/common/errors'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeFramePage } from '../../test/fake-frame-page.ts'
import { FRAME_MESSAGE_SOURCE } from '../messages/frame-envelopes.ts'
import { createFrameClient } from './create-frame-client.ts'

const FRAME_URL = 'http://127.0.0.1:8787/frame?projectId=lab'
const FRAME_ORIGIN = 'http://127.0.0.1:8787'

function setup(onApprovalRequest?: (request: unknown) => void) {
  const page = createFakeFramePage(FRAME_ORIGIN)
  let next = 0
  const client = createFrameClient({
    frameUrl: FRAME_URL,
    document: page.document,
    createId: () => `request-${String(next++).padStart(4, '0')}`,
    onApprovalRequest,
  })
  return { page, client }
}

const settle = () => vi.advanceTimersByTimeAsync(0)
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (isAppKitError(error) ? error.code : String(error)),
  )

describe('createFrameClient', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('loads the frame on first use, posts to its exact origin only, and resolves by id', async () => {
    const { page, client } = setup()
    expect(page.frames).toHaveLength(0)
    const login = client.connectEmail({ email: 'ada@example.com' })
    await settle()
    expect(page.frames.map((frame) => frame.src)).toEqual([FRAME_URL])
    page.ready()
    await settle()
    expect(page.posted).toEqual([
      {
        message: {
          id: 'request-0000',
          type: 'CONNECT_EMAIL',
          payload: { email: 'ada@example.com' },
        },
        targetOrigin: FRAME_ORIGIN,
      },
    ])
    page.reply({ action: 'VERIFY_OTP' })
    expect(await login).toEqual({ action: 'VERIFY_OTP' })
  })

  it('ignores answers from another origin, another window, an unknown id or another type', async () => {
    const { page, client } = setup()
    const connected = client.isConnected()
    let answered = false
    void connected.then(() => {
      answered = true
    })
    await settle()
    page.ready()
    await settle()
    const request = page.posted.at(-1)?.message
    const answer = {
      source: FRAME_MESSAGE_SOURCE,
      id: request?.id,
      type: 'IS_CONNECTED',
      ok: true,
      payload: { isConnected: true },
    }
    page.deliver(answer, 'http://evil.example')
    page.deliver(answer, FRAME_ORIGIN, { postMessage: () => undefined })
    page.deliver({ ...answer, id: 'request-9999' })
    page.deliver({ ...answer, type: 'GET_CHAIN_ID', payload: { chainId: 1 } })
    page.deliver({ ...answer, payload: { isConnected: 'yes' } })
    await settle()
    expect(answered).toBe(false)
    page.deliver({ ...answer, payload: { isConnected: false } })
    expect(await connected).toEqual({ isConnected: false })
    // A replay of the same answer changes nothing.
    page.deliver({ ...answer, payload: { isConnected: true } })
  })

  it('passes on the frame’s error as the wallet’s (a refusal is a user rejection)', async () => {
    const { page, client } = setup()
    const signing = client.request({ method: 'personal_sign', params: ['0x01', '0x02'] })
    await settle()
    page.ready()
    await settle()
    const request = page.posted.at(-1)?.message
    page.deliver({
      source: FRAME_MESSAGE_SOURCE,
      id: request?.id,
      type: 'RPC_REQUEST',
      ok: false,
      error: { code: 4001, message: 'User rejected the request.' },
    })
    const error = await signing.catch((caught: unknown) => caught)
    expect(isUserRejection(error)).toBe(true)
  })

  it('times out a frame that never loads (20 s) and a request never answered (120 s)', async () => {
    const { page, client } = setup()
    const never = codeOf(client.getChainId())
    await vi.advanceTimersByTimeAsync(20_000)
    expect(await never).toBe('WALLET_FRAME_LOAD_TIMEOUT')
    expect(page.frames[0]?.removed).toBe(true)

    const unanswered = codeOf(client.getChainId())
    await settle()
    page.ready()
    await vi.advanceTimersByTimeAsync(119_999)
    await vi.advanceTimersByTimeAsync(1)
    expect(await unanswered).toBe('WALLET_FRAME_REQUEST_TIMEOUT')
  })

  it('signs out after the 3 s wait even when the frame does not answer', async () => {
    const { page, client } = setup()
    const signingOut = codeOf(client.signOut())
    await settle()
    page.ready()
    await vi.advanceTimersByTimeAsync(3_000)
    expect(await signingOut).toBe('resolved')
  })

  it('aborts waiting RPC requests and tells the frame', async () => {
    const { page, client } = setup()
    const sending = codeOf(client.request({ method: 'eth_sendTransaction', params: [{}] }))
    await settle()
    page.ready()
    await settle()
    const aborting = client.abortRpcRequests()
    expect(await sending).toBe('WALLET_FRAME_REQUEST_ABORTED')
    await settle()
    expect(page.posted.at(-1)?.message?.type).toBe('RPC_ABORT')
    page.reply({})
    await aborting
  })

  it('refuses a bad request before loading the frame', async () => {
    const { page, client } = setup()
    expect(await codeOf(client.connectEmail({ email: 'not-an-email' }))).toBe(
      'WALLET_FRAME_INVALID_REQUEST',
    )
    expect(await codeOf(client.connectOtp({ otp: '12' }))).toBe('WALLET_FRAME_INVALID_REQUEST')
    expect(page.frames).toHaveLength(0)
  })

  it('hands the frame’s approval requests to the page, and sends the answer back', async () => {
    const approvals: unknown[] = []
    const { page, client } = setup((request) => approvals.push(request))
    const sending = client.request({ method: 'eth_sendTransaction', params: [{ to: '0x01' }] })
    await settle()
    page.ready()
    await settle()
    const rpc = page.posted.at(-1)?.message
    const approval = {
      requestId: 'approval-0001',
      method: 'eth_sendTransaction',
      params: [{ to: '0x01' }],
    }
    page.deliver({ source: FRAME_MESSAGE_SOURCE, event: 'RPC_APPROVAL_REQUEST', payload: approval })
    expect(approvals).toEqual([approval])
    const answering = client.respondToApproval({ requestId: 'approval-0001', approved: true })
    await settle()
    expect(page.posted.at(-1)?.message).toMatchObject({
      type: 'RPC_APPROVAL',
      payload: { approved: true },
    })
    page.reply({})
    await answering
    page.reply({ result: '0xhash' }, rpc)
    expect(await sending).toBe('0xhash')
  })

  it('tells its listeners when the active account or chain switches and when a send succeeds', async () => {
    const { page, client } = setup()
    const events: unknown[] = []
    const stop = client.onAccountEvent((event) => events.push(event))
    const smart = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const switching = client.setPreferredAccount('smartAccount')
    await settle()
    page.ready()
    await settle()
    expect(page.posted.at(-1)?.message).toMatchObject({
      type: 'SET_PREFERRED_ACCOUNT',
      payload: { type: 'smartAccount' },
    })
    page.reply({ type: 'smartAccount', address: smart })
    expect(await switching).toEqual({ type: 'smartAccount', address: smart })
    // A read is not a send; a refused send is not one either.
    const reading = client.request({ method: 'eth_getBalance', params: [smart, 'latest'] })
    await settle()
    page.reply({ result: '0x0' })
    await reading
    const refused = client.request({ method: 'eth_sendTransaction', params: [{ to: smart }] })
    await settle()
    page.deliver({
      source: FRAME_MESSAGE_SOURCE,
      id: page.posted.at(-1)?.message?.id,
      type: 'RPC_REQUEST',
      ok: false,
      error: { code: 4001, message: 'User rejected the request.' },
    })
    await refused.catch(() => undefined)
    const sending = client.request({ method: 'wallet_sendCalls', params: [{ calls: [] }] })
    await settle()
    page.reply({ result: { id: '0x01' } })
    await sending
    const moving = client.switchNetwork({ chainId: 1 })
    await settle()
    page.reply({ chainId: 1 })
    await moving
    expect(events).toEqual([
      { kind: 'accountSwitched', type: 'smartAccount', address: smart },
      { kind: 'sent', method: 'wallet_sendCalls' },
      { kind: 'networkSwitched', chainId: 1 },
    ])
    stop()
    const again = client.request({ method: 'eth_sendTransaction', params: [{ to: smart }] })
    await settle()
    page.reply({ result: '0xhash' })
    await again
    expect(events).toHaveLength(3)
  })

  it('preloads after the init delay, and destroy removes the frame and cancels what waits', async () => {
    const { page, client } = setup()
    client.preload()
    await vi.advanceTimersByTimeAsync(499)
    expect(page.frames).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(page.frames).toHaveLength(1)
    page.ready()
    const waiting = codeOf(client.getUser())
    await settle()
    client.destroy()
    expect(await waiting).toBe('WALLET_FRAME_REQUEST_ABORTED')
    expect(page.frames[0]?.removed).toBe(true)
    expect(page.listeners.size).toBe(0)
  })
})
