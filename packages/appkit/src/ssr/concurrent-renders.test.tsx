// @vitest-environment node
import { devnetEvm, devnetEvm2 } from '@openappkit/common/networks'
import { createMemoryAdapter, createMemoryWallet } from '@openappkit/controllers/test-kit'
import { Suspense, use } from 'react'
import { renderToReadableStream, renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createAppKit } from '../instance/create-app-kit.ts'
import type { AppKit } from '../instance/types.ts'
import { AppKitProvider } from '../react/app-kit-context.tsx'
import { useAppKitNetwork } from '../react/use-app-kit-network.ts'
import { useAppKitTheme } from '../react/use-app-kit-theme.ts'
import { SsrPage } from '../test-utils/ssr-page.tsx'

function requestInstance(themeMode: 'light' | 'dark', defaultNetwork: typeof devnetEvm) {
  const wallet = createMemoryWallet({ addresses: ['0xabc'], networks: [devnetEvm, devnetEvm2] })
  return createAppKit({
    networks: [devnetEvm, devnetEvm2],
    defaultNetwork,
    adapters: [createMemoryAdapter({ wallet })],
    themeMode,
  })
}

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

// Suspends until `gate` settles, then reads the hooks: the render is paused meanwhile.
function LateValues({ gate }: { gate: Promise<void> }) {
  use(gate)
  const { themeMode } = useAppKitTheme()
  const { chainId } = useAppKitNetwork()
  return <p data-testid="late">{`${themeMode} ${String(chainId)}`}</p>
}

function Page({ appKit, gate }: { appKit: AppKit; gate: Promise<void> }) {
  return (
    <>
      <SsrPage appKit={appKit} />
      <Suspense fallback={null}>
        <AppKitProvider instance={appKit}>
          <LateValues gate={gate} />
        </AppKitProvider>
      </Suspense>
    </>
  )
}

function Bare() {
  return <p>{useAppKitTheme().themeMode}</p>
}

function BareNetwork() {
  return <p>{String(useAppKitNetwork().chainId ?? 'none')}</p>
}

describe('concurrent server renders', () => {
  it('each request sees its own instance, however the renders interleave', async () => {
    const first = requestInstance('light', devnetEvm)
    const firstGate = deferred()
    const firstStream = await renderToReadableStream(
      <Page appKit={first} gate={firstGate.promise} />,
    )
    // A second request starts, creates its instance and finishes while the first is paused.
    const second = requestInstance('dark', devnetEvm2)
    const secondGate = deferred()
    const secondStream = await renderToReadableStream(
      <Page appKit={second} gate={secondGate.promise} />,
    )
    secondGate.resolve()
    const secondHtml = await new Response(secondStream).text()
    firstGate.resolve()
    const firstHtml = await new Response(firstStream).text()

    expect(firstHtml).toContain('<p data-testid="theme">light</p>')
    expect(firstHtml).toContain('<p data-testid="chain">31337</p>')
    expect(firstHtml).toContain('light 31337')
    expect(secondHtml).toContain('<p data-testid="theme">dark</p>')
    expect(secondHtml).toContain('<p data-testid="chain">31338</p>')
    expect(secondHtml).toContain('dark 31338')
    first.destroy()
    second.destroy()
  })

  // Decision: on the server no instance is shared between requests; a hook outside a provider
  // (the incumbent's module-level pattern) renders the neutral placeholder, not whichever
  // instance another request created last, and the browser hydrates the same markup.
  it('renders hooks outside AppKitProvider with neutral values, not another request’s instance', () => {
    const appKit = requestInstance('light', devnetEvm)
    const html = renderToString(<Bare />)
    expect(html).not.toContain('light')
    expect(renderToString(<BareNetwork />)).toBe('<p>none</p>')
    appKit.destroy()
  })
})
