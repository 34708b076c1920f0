import { RpcErrorCode } from '@openappkit/common'
import { type Hex, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnet, devnetWallet } from '../../test/wallet-fixtures.ts'
import { createTestWallet } from './create-test-wallet.ts'

const typedData = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'OpenAppKit', chainId: 31337 },
  message: { to: '0x000000000000000000000000000000000000dEaD', contents: 'hello' },
} as const

async function codeOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => 'resolved',
    (error: { code?: unknown }) => error.code,
  )
}

describe('createTestWallet', () => {
  it('exposes no account until the dapp is authorized, then the first key', async () => {
    const wallet = devnetWallet(0)
    const { accounts } = devnet()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    const accountsChanged: Hex[][] = []
    wallet.on('accountsChanged', (value) => accountsChanged.push(value))
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([accounts[0]?.address])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([accounts[0]?.address])
    expect(accountsChanged).toEqual([[accounts[0]?.address]])
  })

  it('reports its chain as hex and net_version as decimal', async () => {
    const wallet = devnetWallet(0)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await wallet.request({ method: 'net_version' })).toBe('31337')
  })

  it('learns its chain id from the node when only rpcUrl is given', async () => {
    const { second, accounts } = devnet()
    const wallet = createTestWallet({
      privateKey: accounts[0]?.privateKey as Hex,
      rpcUrl: second.rpcUrl,
      announceTarget: null,
    })
    expect(wallet.chainId).toBeUndefined()
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(wallet.chainId).toBe(31338)
  })

  it('forwards reads to the node of its chain', async () => {
    const wallet = devnetWallet(0)
    const balance = await wallet.request({
      method: 'eth_getBalance',
      params: [wallet.address, 'latest'],
    })
    expect(BigInt(balance as Hex)).toBeGreaterThan(0n)
  })

  it('signs personal_sign messages that verify against the address', async () => {
    const wallet = devnetWallet(0)
    await wallet.request({ method: 'eth_requestAccounts' })
    const text = 'Sign in to OpenAppKit'
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: [`0x${Buffer.from(text).toString('hex')}`, wallet.address],
    })) as Hex
    expect(await verifyMessage({ address: wallet.address, message: text, signature })).toBe(true)
    const plain = (await wallet.request({
      method: 'personal_sign',
      params: [text, wallet.address],
    })) as Hex
    expect(await verifyMessage({ address: wallet.address, message: text, signature: plain })).toBe(
      true,
    )
  })

  it('signs EIP-712 typed data that verifies against the address', async () => {
    const wallet = devnetWallet(0)
    await wallet.request({ method: 'eth_requestAccounts' })
    const signature = (await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [wallet.address, JSON.stringify(typedData)],
    })) as Hex
    const { EIP712Domain: _domain, ...types } = typedData.types
    const valid = await verifyTypedData({
      address: wallet.address,
      types,
      primaryType: 'Mail',
      domain: typedData.domain,
      message: typedData.message,
      signature,
    })
    expect(valid).toBe(true)
  })

  it('refuses to sign before authorization (4100) and refuses eth_sign (4200)', async () => {
    const wallet = devnetWallet(0)
    expect(
      await codeOf(wallet.request({ method: 'personal_sign', params: ['hi', wallet.address] })),
    ).toBe(RpcErrorCode.Unauthorized)
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(
      await codeOf(wallet.request({ method: 'eth_sign', params: [wallet.address, '0x00'] })),
    ).toBe(RpcErrorCode.UnsupportedMethod)
  })

  it('rejects the next prompt with 4001, once', async () => {
    const wallet = devnetWallet(0)
    wallet.rejectNextRequest()
    const error = await wallet.request({ method: 'eth_requestAccounts' }).catch((caught) => caught)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(wallet.authorized).toBe(false)
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([wallet.address])
  })

  it('lets reads through while a rejection waits for the next prompt', async () => {
    const wallet = devnetWallet(0)
    await wallet.request({ method: 'eth_requestAccounts' })
    wallet.rejectNextRequest()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([wallet.address])
    expect(
      await codeOf(wallet.request({ method: 'personal_sign', params: ['x', wallet.address] })),
    ).toBe(4001)
  })

  it('switches between the devnet chains and emits chainChanged', async () => {
    const wallet = devnetWallet(0)
    const changes: Hex[] = []
    wallet.on('chainChanged', (chainId) => changes.push(chainId))
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    wallet.switchChain(31337)
    expect(changes).toEqual(['0x7a6a', '0x7a69'])
  })

  it('answers 4902 for a chain it does not know, then moves to it once added', async () => {
    const wallet = devnetWallet(0)
    const { second } = devnet()
    const unknown = [{ chainId: '0x1a4' }]
    expect(
      await codeOf(wallet.request({ method: 'wallet_switchEthereumChain', params: unknown })),
    ).toBe(4902)
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x1a4',
          chainName: 'Another devnet',
          rpcUrls: [second.rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          blockExplorerUrls: ['https://explorer.example'],
          iconUrls: [],
        },
      ],
    })
    expect(wallet.chainId).toBe(420)
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    await wallet.request({ method: 'wallet_switchEthereumChain', params: unknown })
    expect(wallet.chainId).toBe(420)
  })

  it('moves to a chain nobody knows on request, and fails reads there with 4901', async () => {
    const wallet = devnetWallet(0)
    wallet.switchChain(999_999)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0xf423f')
    expect(await codeOf(wallet.request({ method: 'eth_blockNumber' }))).toBe(4901)
  })

  it('emits accountsChanged when the visitor switches account, by index or key', async () => {
    const wallet = devnetWallet(0)
    const { accounts } = devnet()
    await wallet.request({ method: 'eth_requestAccounts' })
    const changes: Hex[][] = []
    wallet.on('accountsChanged', (value) => changes.push(value))
    expect(wallet.switchAccount(1)).toBe(accounts[1]?.address)
    expect(wallet.switchAccount(accounts[5]?.privateKey as Hex)).toBe(accounts[5]?.address)
    expect(changes).toEqual([[accounts[1]?.address], [accounts[5]?.address]])
  })

  it('ends the session on disconnect with accountsChanged([]) and disconnect 4900', async () => {
    const wallet = devnetWallet(0)
    await wallet.request({ method: 'eth_requestAccounts' })
    const events: unknown[] = []
    wallet.on('accountsChanged', (value) => events.push(value))
    wallet.on('disconnect', (error) => events.push(error.code))
    wallet.on('connect', (info) => events.push(info))
    wallet.disconnect()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(events).toEqual([[], 4900, { chainId: '0x7a69' }, [wallet.address]])
  })

  it('grants eth_accounts through wallet_requestPermissions, a prompt the visitor can refuse', async () => {
    const wallet = devnetWallet(0)
    wallet.rejectNextRequest()
    const refused = await wallet
      .request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
      .catch((error: { code: number }) => error.code)
    expect(refused).toBe(4001)
    const granted = await wallet.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(granted).toEqual([
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [wallet.address] }],
      },
    ])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([wallet.address])
  })

  it('forgets the dapp on wallet_revokePermissions', async () => {
    const wallet = devnetWallet(0)
    await wallet.request({ method: 'eth_requestAccounts' })
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('returns its capabilities by hex chain id', async () => {
    const wallet = devnetWallet(0, { capabilities: { 31337: { atomic: { status: 'ready' } } } })
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(
      await wallet.request({ method: 'wallet_getCapabilities', params: [wallet.address] }),
    ).toEqual({ '0x7a69': { atomic: { status: 'ready' } }, '0x7a6a': {} })
  })

  it('keeps the session across a reload through its storage', async () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    }
    const before = devnetWallet(0, { storage })
    await before.request({ method: 'eth_requestAccounts' })
    before.switchChain(31338)
    const after = devnetWallet(0, { storage })
    expect(await after.request({ method: 'eth_accounts' })).toEqual([before.address])
    expect(after.chainId).toBe(31338)
  })

  it('goes back to its initial state on reset', async () => {
    const wallet = devnetWallet(0)
    await wallet.request({ method: 'eth_requestAccounts' })
    wallet.switchAccount(1)
    wallet.switchChain(31338)
    wallet.rejectNextRequest()
    wallet.reset()
    expect(wallet.authorized).toBe(false)
    expect(wallet.chainId).toBe(31337)
    expect(wallet.address).toBe(wallet.addresses[0])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([wallet.address])
  })
})
