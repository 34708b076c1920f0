import { describe, expect, it } from 'vitest'
import { MAX_WALLETS_PER_PAGE } from '../src/wallets/index.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

type WalletsBody = { count: number; data: { id: string; name: string; imageUrl: string }[] }

// The catalogue does not touch the database: one engine is enough.
describe('GET /v1/wallets', () => {
  const stack = useTestStack('sqlite', {
    api: {
      config: {
        wallets: {
          extra: [
            {
              id: 'lab-wallet',
              name: 'Lab Wallet',
              namespaces: ['eip155'],
              mobileLink: 'https://wallet.lab.example/app',
              imageUrl: 'data:image/png;base64,AAAA',
            },
          ],
        },
      },
    },
  })

  it('serves the built-in and the operator wallets with icons that need no other host', async () => {
    const { status, body } = await stack.api.call('/v1/wallets')
    const wallets = body as WalletsBody
    expect(status).toBe(200)
    expect(wallets.count).toBe(wallets.data.length)
    expect(wallets.data.map((wallet) => wallet.name)).toContain('MetaMask')
    expect(wallets.data.find((wallet) => wallet.id === 'lab-wallet')).toMatchObject({
      mobileLink: 'https://wallet.lab.example/app',
      imageUrl: 'data:image/png;base64,AAAA',
    })
    for (const wallet of wallets.data) expect(wallet.imageUrl).toMatch(/^data:image\//)
  })

  it('searches, includes, excludes, filters by namespace and pages', async () => {
    const get = async (query: string) =>
      (await stack.api.call(`/v1/wallets?${query}`)).body as WalletsBody
    expect((await get('search=meta')).data.map((wallet) => wallet.name)).toEqual(['MetaMask'])
    const solana = await get('namespaces=solana')
    expect(solana.data.map((wallet) => wallet.name)).toContain('Solflare')
    expect(solana.data.map((wallet) => wallet.name)).not.toContain('MetaMask')
    const included = await get('include=lab-wallet,unknown&exclude=')
    expect(included).toMatchObject({ count: 1, data: [{ id: 'lab-wallet' }] })
    const excluded = await get('exclude=lab-wallet')
    expect(excluded.data.some((wallet) => wallet.id === 'lab-wallet')).toBe(false)
    const firstPage = await get('entries=2&page=1')
    const secondPage = await get('entries=2&page=2')
    expect(firstPage.data).toHaveLength(2)
    expect(secondPage.data[0]?.id).not.toBe(firstPage.data[0]?.id)
  })

  it('answers bad paging with a 400 naming the field', async () => {
    const tooMany = await stack.api.call(`/v1/wallets?entries=${MAX_WALLETS_PER_PAGE + 1}`)
    expect(tooMany.status).toBe(400)
    expect(JSON.stringify(tooMany.body)).toContain('entries')
    expect((await stack.api.call('/v1/wallets?page=0')).status).toBe(400)
  })
})
