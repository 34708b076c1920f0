import { type AddressInfo, createServer } from 'node:net'
import { chainIdToCoinType } from '@openappkit/common'
import { serializeSiwxMessage } from '@openappkit/siwx'
import { type DevnetSmartAccount, toDevnetSmartAccount } from '@openappkit/testing/node'
import {
  createFrameApi,
  createFrameHost,
  type SmartAccountNetwork,
} from '@openappkit/wallet-frame/host'
import { type Address, custom, type Hex, parseEther } from 'viem'
import {
  createBundlerClient,
  entryPoint07Address,
  formatUserOperationRequest,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { configFromDevnetManifest } from '../src/config/index.ts'
import { freshAddress, testWallet, waitForReceipt } from './helpers/evm.ts'
import type { TestApi } from './helpers/start-test-api.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

const DAPP = 'http://lab.example'

type RpcAnswer = { result?: unknown; error?: { code: number; message: string } }

describe('the embedded wallet smart accounts through the api', () => {
  const stack = useTestStack('sqlite', { api: { config: { allowedOrigins: [DAPP] } } })
  const manifest = () => stack.devnet.manifest
  const bundler = async (body: unknown, api = stack.api) => {
    const { status, body: answer } = await api.call('/v1/embedded/bundler', body)
    expect(status).toBe(200)
    return answer as RpcAnswer
  }
  const frameConfigOf = async (api: TestApi, query = '') => {
    const html = await (await api.request(`/v1/embedded/frame${query}`)).text()
    const json =
      /<script id="openappkit-frame-config" type="application\/json">(.*?)<\/script>/.exec(
        html,
      )?.[1]
    return JSON.parse(json ?? 'null') as Record<string, unknown>
  }
  // The account of a fresh owner key on the first devnet chain, as an independent client builds it.
  const freshSmartAccount = async () => {
    const { client } = testWallet(manifest(), 0)
    const factory = manifest().evm.chains[0]?.accountFactory as Address
    return toDevnetSmartAccount({
      client,
      factory,
      owner: privateKeyToAccount(generatePrivateKey()),
    })
  }

  // The frame's path: every bundler call goes to the api, never to the bundler itself.
  const bundlerClientOf = (account: DevnetSmartAccount) => {
    const methods: string[] = []
    const client = createBundlerClient({
      account,
      client: testWallet(manifest(), 0).client,
      pollingInterval: 20,
      transport: custom({
        async request({ method, params }) {
          methods.push(method)
          const answer = await bundler({ chainId: 31337, method, params })
          if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error)
          return answer.result
        },
      }),
    })
    return { client, methods }
  }

  it('lists every devnet chain with its EntryPoint and factory; the frame answers them', async () => {
    const networks = manifest().evm.chains.map((chain) => ({
      chainId: chain.chainId,
      entryPoint: chain.entryPoint,
      accountFactory: chain.accountFactory,
    }))
    const config = await frameConfigOf(stack.api, '?chainId=31338')
    expect(config).toEqual({
      allowedOrigins: [DAPP],
      chainId: 31338,
      apiUrl: '',
      smartAccountNetworks: networks,
    })

    // The frame host built from this config answers docs/project/behaviour.md §7 `smart account
    // networks` with them.
    const sent: Array<Record<string, unknown>> = []
    const host = createFrameHost({
      allowedOrigins: config.allowedOrigins as string[],
      chainId: config.chainId as number,
      api: createFrameApi('', (input, init) => stack.api.request(String(input), init)),
      storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
      post: (message) => sent.push(message as Record<string, unknown>),
      forwardRpc: async () => null,
      // As the frame page does: its config's networks, as the api wrote them.
      smartAccounts: {
        networks: config.smartAccountNetworks as SmartAccountNetwork[],
        bundlerRpc: async () => null,
      },
    })
    // The dapp's request envelope (docs/project/behaviour.md §7), as the dapp side's frameRequest
    // builds it.
    const request = { source: 'openappkit-app', id: 'request-0001', payload: {} }
    await host.receive({ ...request, type: 'GET_SMART_ACCOUNT_ENABLED_NETWORKS' }, DAPP)
    expect(sent.find((message) => message.id === 'request-0001')).toMatchObject({
      ok: true,
      payload: { smartAccountEnabledNetworks: [31337, 31338] },
    })
  })

  it('lands a UserOperation sent through /v1/embedded/bundler (receiver paid on the node)', async () => {
    const account = await freshSmartAccount()
    const { client, wallet } = testWallet(manifest(), 1)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    await waitForReceipt(
      client,
      await wallet.sendTransaction({ to: account.address, value: parseEther('1') }),
    )
    const { client: bundlerClient, methods } = bundlerClientOf(account)
    const receiver = freshAddress()

    const hash = await bundlerClient.sendUserOperation({
      calls: [{ to: receiver, value: parseEther('0.25') }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })

    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.25'))
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+/)
    expect(methods).toEqual(
      expect.arrayContaining(['eth_estimateUserOperationGas', 'eth_sendUserOperation']),
    )
    const byHash = await bundler({
      chainId: 31337,
      method: 'eth_getUserOperationByHash',
      params: [hash],
    })
    expect(byHash.result).toMatchObject({ userOperation: { sender: account.address } })
  })

  it('refuses other methods, unknown chains and big bodies; bundler errors pass unchanged', async () => {
    expect(await bundler({ chainId: 31337, method: 'eth_supportedEntryPoints' })).toEqual({
      result: [entryPoint07Address],
    })
    expect(await bundler({ chainId: 31338, method: 'eth_chainId' })).toEqual({ result: '0x7a6a' })
    for (const method of ['eth_sendTransaction', 'debug_bundler_dumpMempool', 'eth_getBalance']) {
      expect(await bundler({ chainId: 31337, method, params: [] })).toEqual({
        error: { code: 4200, message: 'Requested RPC call is not allowed' },
      })
    }
    expect(await bundler({ chainId: 1, method: 'eth_chainId' })).toEqual({
      error: { code: 4901, message: 'Chain 1 is not served here' },
    })
    // ERC-7769 errors of the bundler itself reach the frame unchanged: -32602 for another
    // EntryPoint (its message naming the one it supports), -32507 for another key's signature.
    const owner = privateKeyToAccount(generatePrivateKey())
    const { client } = testWallet(manifest(), 0)
    const factory = manifest().evm.chains[0]?.accountFactory as Address
    const account = await toDevnetSmartAccount({ client, factory, owner })
    const { wallet } = testWallet(manifest(), 2)
    await waitForReceipt(
      client,
      await wallet.sendTransaction({ to: account.address, value: parseEther('1') }),
    )
    const { client: bundlerClient } = bundlerClientOf(account)
    const prepared = await bundlerClient.prepareUserOperation({
      calls: [{ to: owner.address, value: 1n }],
    })
    const send = async (signer: DevnetSmartAccount, entryPoint: string) =>
      bundler({
        chainId: 31337,
        method: 'eth_sendUserOperation',
        params: [
          formatUserOperationRequest({
            ...prepared,
            signature: await signer.signUserOperation(prepared),
          }),
          entryPoint,
        ],
      })
    const otherEntryPoint = await send(account, manifest().evm.contracts.multicall3)
    expect(otherEntryPoint.error?.code).toBe(-32602)
    expect(otherEntryPoint.error?.message).toContain(entryPoint07Address)
    const impostor = await toDevnetSmartAccount({
      client,
      factory,
      owner: privateKeyToAccount(generatePrivateKey()),
    })
    // Another owner's key signs the account's operation: the account refuses it.
    const forged = await send(impostor, entryPoint07Address)
    expect(forged.error?.code).toBe(-32507)
    expect(forged.error?.message).toMatch(/signature/i)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    const malformed = await stack.api.call('/v1/embedded/bundler', { chainId: 31337 })
    expect(malformed.status).toBe(400)
    const big = await stack.api.request('/v1/embedded/bundler', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        chainId: 31337,
        method: 'eth_sendUserOperation',
        params: [{ callData: `0x${'ab'.repeat(40_000)}` }, entryPoint07Address],
      }),
    })
    expect(big.status).toBe(413)
  })

  it('serves only the configured smart-account networks and refuses the other chains', async () => {
    const only31338 = await stack.startApi({
      config: { embedded: { smartAccountNetworks: ['eip155:31338'] } },
    })
    const [, second] = manifest().evm.chains
    expect((await frameConfigOf(only31338)).smartAccountNetworks).toEqual([
      { chainId: 31338, entryPoint: second?.entryPoint, accountFactory: second?.accountFactory },
    ])
    expect(await bundler({ chainId: 31337, method: 'eth_chainId' }, only31338)).toEqual({
      error: { code: 4901, message: 'Chain 31337 has no smart accounts here (no bundler enabled)' },
    })
    expect(await bundler({ chainId: 31338, method: 'eth_chainId' }, only31338)).toEqual({
      result: '0x7a6a',
    })
    const eoaOnly = await stack.startApi({ config: { embedded: { smartAccountNetworks: [] } } })
    expect(await frameConfigOf(eoaOnly)).not.toHaveProperty('smartAccountNetworks')
  })

  it('says which bundler did not answer when it is down', async () => {
    // A loopback port that was just free: nothing listens there.
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    await new Promise((resolve) => server.close(resolve))
    const chains = configFromDevnetManifest(manifest()).chains?.map((chain) =>
      chain.namespace === 'eip155' && chain.accountAbstraction
        ? {
            ...chain,
            accountAbstraction: {
              ...chain.accountAbstraction,
              bundlerUrl: `http://127.0.0.1:${port}/${chain.caipNetworkId.split(':')[1]}`,
            },
          }
        : chain,
    )
    const downstream = await stack.startApi({ config: { chains } })
    const answer = await bundler({ chainId: 31337, method: 'eth_chainId' }, downstream)
    expect(answer.error?.code).toBe(-32603)
    expect(answer.error?.message).toMatch(/^The bundler of chain 31337 did not answer \(.+\)$/)
  })

  it('accepts ERC-6492 signatures of an undeployed account for sign-in and a name', async () => {
    const account = await freshSmartAccount()
    const { client } = testWallet(manifest(), 0)

    const { body: nonce } = await stack.api.call('/v1/siwx/nonces', {})
    const message = serializeSiwxMessage({
      domain: 'lab.example',
      accountAddress: account.address,
      chainId: 'eip155:31337',
      uri: `${DAPP}/`,
      version: '1',
      nonce: (nonce as { nonce: string }).nonce,
      issuedAt: new Date().toISOString(),
    })
    const signature = await account.signMessage({ message })
    expect(signature.endsWith('6492'.repeat(16))).toBe(true)
    const signIn = async (signed: Hex) => {
      const response = await stack.api.request('/v1/siwx/sessions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: DAPP },
        body: JSON.stringify({ message, signature: signed }),
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    // Another owner's signature of the same account is refused before the right one is used.
    const impostor = await toDevnetSmartAccount({
      client,
      factory: manifest().evm.chains[0]?.accountFactory as Address,
      owner: privateKeyToAccount(generatePrivateKey()),
    })
    expect((await signIn(await impostor.signMessage({ message }))).status).toBe(401)
    const signedIn = await signIn(signature)
    expect(signedIn).toMatchObject({
      status: 201,
      body: { account: `eip155:31337:${account.address.toLowerCase()}` },
    })

    const nameMessage = JSON.stringify({
      name: `smart-${Date.now().toString(36)}`,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1_000),
    })
    const registered = await stack.api.call('/v1/profile/account', {
      coin_type: chainIdToCoinType(31337),
      address: account.address,
      message: nameMessage,
      signature: await account.signMessage({ message: nameMessage }),
    })
    expect(registered.status).toBe(200)
    // Verified by eth_call alone: the account is still counterfactual.
    expect(await client.getCode({ address: account.address })).toBeUndefined()
  })
})
