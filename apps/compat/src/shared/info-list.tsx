import {
  useAppKitEvents,
  useAppKitState,
  useAppKitTheme,
  useWalletInfo,
} from '@openappkit/appkit/react'
import { useEffect, useRef, useState } from 'react'

/**
 * What the incumbent's example apps show in their `InfoList`: the theme, the modal's state, the
 * connected wallet, and the events `useAppKitEvents` reported (their examples log them).
 */
export function InfoList() {
  const { themeMode } = useAppKitTheme()
  const state = useAppKitState()
  const { walletInfo } = useWalletInfo()
  const events = useAppKitEvents()
  const [seen, setSeen] = useState<string[]>([])
  // By the event itself, not its timestamp: two events can happen in the same millisecond.
  const lastEvent = useRef<unknown>(undefined)
  useEffect(() => {
    if (!events.data || events.data === lastEvent.current) return
    lastEvent.current = events.data
    const name = events.data.event
    setSeen((names) => [...names, name])
  }, [events])
  return (
    <section>
      <h2>InfoList</h2>
      <p data-testid="info-theme">{themeMode}</p>
      <p data-testid="info-active-chain">{state.activeChain}</p>
      <p data-testid="info-selected-network">{state.selectedNetworkId}</p>
      <p data-testid="info-open">{String(state.open)}</p>
      <p data-testid="info-loading">{String(state.loading)}</p>
      <p data-testid="info-wallet">{walletInfo?.name}</p>
      <p data-testid="info-events">{seen.join(' ')}</p>
    </section>
  )
}
