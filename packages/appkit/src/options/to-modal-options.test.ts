import { mainnet, solana } from '@openappkit/common/networks'
import { builtInWallets } from '@openappkit/common/wallets'
import { createAppKitCore } from '@openappkit/controllers'
import { describe, expect, it } from 'vitest'
import { toCoreOptions } from './to-core-options.ts'
import { toModalOptions } from './to-modal-options.ts'
import type { CreateAppKitOptions } from './types.ts'

const wallet = (id: string) => ({ id, name: id.toUpperCase(), namespaces: ['eip155'] })

function setup(
  options: Omit<CreateAppKitOptions, 'networks'>,
  networks: CreateAppKitOptions['networks'] = [mainnet, solana],
  status = 200,
) {
  const requests: URL[] = []
  const fetch = async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : input)
    requests.push(url)
    if (status !== 200) return new Response('{"message":"down"}', { status })
    // An api that ignores the filters: the client must still honour the integrator's lists.
    const data = ['a', 'b', 'c'].map(wallet)
    return new Response(JSON.stringify({ count: data.length, data }), {
      headers: { 'content-type': 'application/json' },
    })
  }
  const full: CreateAppKitOptions = { networks, ...options }
  const core = createAppKitCore(toCoreOptions(full, []), { fetch })
  return { modal: toModalOptions(full, core), requests }
}

describe('toModalOptions', () => {
  it('loads the wallet catalogue from the api with the site namespaces and filters', async () => {
    const { modal, requests } = setup({
      api: 'http://127.0.0.1:8787',
      includeWalletIds: ['a', 'b'],
      excludeWalletIds: ['b'],
    })
    expect(requests).toHaveLength(0)
    if (typeof modal.wallets !== 'function') throw new Error('expected a loader')
    expect((await modal.wallets()).map((item) => item.id)).toEqual(['a'])
    const [request] = requests
    expect(request?.pathname).toBe('/v1/wallets')
    expect(request?.searchParams.get('namespaces')).toBe('eip155,solana')
    expect(request?.searchParams.get('include')).toBe('a,b')
    expect(request?.searchParams.get('exclude')).toBe('b')
  })

  it("maps the incumbent's chainImages by chain id onto network images by CAIP-2 id", () => {
    const { modal } = setup({
      chainImages: { 1: 'https://img.test/1.png', 999: 'https://img.test/999.png' },
      connectorImages: { injected: 'https://img.test/injected.png' },
    })
    expect(modal.networkImages).toEqual({ 'eip155:1': 'https://img.test/1.png' })
    expect(modal.connectorImages).toEqual({ injected: 'https://img.test/injected.png' })
  })

  it('lists the built-in catalogue without an api, for the site namespaces, asking no host', async () => {
    const { modal, requests } = setup({ excludeWalletIds: [builtInWallets[0]?.id as string] }, [
      solana,
    ])
    if (typeof modal.wallets !== 'function') throw new Error('expected a loader')
    const listed = await modal.wallets()
    const solanaWallets = builtInWallets.filter((item) => item.namespaces.includes('solana'))
    expect(listed.map((item) => item.id)).toEqual(
      solanaWallets.filter((item) => item !== builtInWallets[0]).map((item) => item.id),
    )
    expect(listed.find((item) => item.name === 'Phantom')).toMatchObject({
      browseLink: 'https://phantom.app/ul/browse/{url}?ref={ref}',
      imageUrl: expect.stringMatching(/^data:image\/svg\+xml,/),
    })
    expect(requests).toEqual([])
  })

  it('stands in the built-in catalogue when the api cannot be reached', async () => {
    const { modal, requests } = setup({ api: 'http://127.0.0.1:8787' }, [mainnet], 404)
    if (typeof modal.wallets !== 'function') throw new Error('expected a loader')
    const listed = await modal.wallets()
    expect(requests.length).toBeGreaterThan(0)
    expect(listed.map((item) => item.name)).toContain('MetaMask')
  })
})
