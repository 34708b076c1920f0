// @vitest-environment node
import { devnetEvm, devnetEvm2 } from '@openappkit/common/networks'
import { createMemoryAdapter, createMemoryWallet } from '@openappkit/controllers/test-kit'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createAppKit } from '../instance/create-app-kit.ts'
import { SsrPage } from '../test-utils/ssr-page.tsx'

describe('server rendering', () => {
  it('renders a page with the provider, the hooks and <appkit-button> under node with no window', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const wallet = createMemoryWallet({ addresses: ['0xabc'], networks: [devnetEvm, devnetEvm2] })
    const appKit = createAppKit({
      networks: [devnetEvm, devnetEvm2],
      adapters: [createMemoryAdapter({ wallet })],
      themeMode: 'light',
    })
    const html = renderToString(<SsrPage appKit={appKit} />)
    expect(html).toContain('<p data-testid="status">disconnected</p>')
    expect(html).toContain('<p data-testid="chain">31337</p>')
    expect(html).toContain('<p data-testid="modal">closed</p>')
    expect(html).toContain('<p data-testid="theme">light</p>')
    expect(html).toContain('<appkit-button></appkit-button>')
    appKit.destroy()
  })
})
