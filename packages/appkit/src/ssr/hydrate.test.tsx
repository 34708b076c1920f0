import { connect } from '@openappkit/controllers'
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../instance/types.ts'
import { useAppKitAccount } from '../react/use-app-kit-account.ts'
import { createMemoryAppKit, settle } from '../test-utils/memory-app-kit.ts'
import { SsrPage } from '../test-utils/ssr-page.tsx'

const instances: AppKit[] = []
afterEach(() => {
  for (const instance of instances.splice(0)) instance.destroy()
  document.body.replaceChildren()
})

function Status() {
  return <p data-testid="status">{useAppKitAccount().status}</p>
}

describe('hydration', () => {
  it('hydrates the server HTML without warnings, then follows the instance', async () => {
    const server = createMemoryAppKit()
    instances.push(server.appKit)
    const html = renderToString(<SsrPage appKit={server.appKit} />)
    const client = createMemoryAppKit()
    instances.push(client.appKit)
    // The browser instance moves on before React hydrates: hooks must still hydrate the server's values.
    await client.appKit.ready
    await connect(client.appKit.core, { connectorId: 'memory' })
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors = vi.spyOn(console, 'error')
    const recoverable = vi.fn()
    await act(async () => {
      hydrateRoot(container, <SsrPage appKit={client.appKit} />, {
        onRecoverableError: recoverable,
      })
      await settle()
    })
    expect(errors).not.toHaveBeenCalled()
    expect(recoverable).not.toHaveBeenCalled()
    expect(container.querySelector('[data-testid="status"]')?.textContent).toBe('connected')
    await vi.waitFor(() => {
      expect(container.querySelector('appkit-button')?.shadowRoot?.textContent).toContain('0x1111')
    })
  })

  it('hydrates a page whose hooks have no provider (the incumbent’s pattern), then follows the instance', async () => {
    // On the server nothing is active: the markup holds the placeholder's values.
    const html = renderToString(<Status />)
    expect(html).toContain('disconnected')
    const client = createMemoryAppKit()
    instances.push(client.appKit)
    await client.appKit.ready
    await connect(client.appKit.core, { connectorId: 'memory' })
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors = vi.spyOn(console, 'error')
    const recoverable = vi.fn()
    await act(async () => {
      hydrateRoot(container, <Status />, { onRecoverableError: recoverable })
      await settle()
    })
    expect(errors).not.toHaveBeenCalled()
    expect(recoverable).not.toHaveBeenCalled()
    expect(container.textContent).toBe('connected')
  })
})
