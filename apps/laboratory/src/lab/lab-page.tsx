import { useAppKitAccount, useAppKitNetwork, useAppKitState } from '@openappkit/appkit/react'
import type { CaipNetwork } from '@openappkit/common'
import { lazy, Suspense } from 'react'
import {
  type LabPreset,
  type LabWallet,
  SOLANA_PRESETS,
  type SolanaPreset,
} from '../config/lab-config.ts'
import type { LabLibrary } from '../presets/types.ts'
import { useLabEvents } from './lab-events.tsx'
import { LabLibraryActions } from './lab-library-actions.tsx'
import { LabResultView } from './lab-result.tsx'
import { LabSolanaActions } from './lab-solana-actions.tsx'
import { LabTheme } from './lab-theme.tsx'
import { useLabActions } from './use-lab-actions.ts'
import { useNativeBalance } from './use-native-balance.ts'

// Only the embedded preset (a wallet with smart accounts) loads the batched-calls section, once
// signed in: nothing of it before the first click.
const LabBatchActions = lazy(() =>
  import('./lab-batch-actions.tsx').then((module) => ({ default: module.LabBatchActions })),
)

// Only pages with a Bitcoin network load the Bitcoin section (and its verifier).
const LabBitcoinActions = lazy(() =>
  import('./lab-bitcoin-actions.tsx').then((module) => ({ default: module.LabBitcoinActions })),
)

export type LabPageProps = {
  preset: LabPreset
  networks: readonly CaipNetwork[]
  /** The wallet the page brought itself (`?wallet=devnet`), if any. */
  ownWallet?: LabWallet | undefined
  /** The page address's query (`location.search`). */
  search: string
  /** The integrator's own EVM library of this preset; absent without EVM networks. */
  library?: LabLibrary | undefined
}

/** The page's query with the devnet test wallet turned on. */
function withDevnetWallet(search: string): string {
  const parameters = new URLSearchParams(search)
  parameters.set('wallet', 'devnet')
  return `?${parameters}`
}

/** The lab: the kit's buttons, the hook state with test ids, and three wallet actions. */
export function LabPage({ preset, networks, ownWallet, search, library }: LabPageProps) {
  const account = useAppKitAccount()
  const kit = useAppKitState()
  const network = useAppKitNetwork()
  const events = useLabEvents()
  const { balance, refresh } = useNativeBalance()
  const actions = useLabActions(networks, refresh)
  const disabled = !account.isConnected || actions.pending !== undefined
  const hasEvm = networks.some((item) => item.chainNamespace === 'eip155')
  const balanceText =
    balance.status === 'success'
      ? balance.value
      : balance.status === 'loading'
        ? 'Loading…'
        : balance.status === 'error'
          ? balance.error
          : '—'

  return (
    <main className="lab">
      <header className="lab-header">
        <h1>OpenAppKit Laboratory</h1>
        <span className="lab-preset">preset: {preset}</span>
        {ownWallet && <span className="lab-preset">wallet: {ownWallet}</span>}
        <div className="lab-kit-buttons">
          <appkit-network-button />
          <appkit-button />
        </div>
      </header>

      <section aria-labelledby="lab-state-title" className="lab-card">
        <h2 id="lab-state-title">Hook state</h2>
        <dl className="lab-state">
          <dt>Kit</dt>
          <dd data-testid="lab-kit">{kit.initialized ? 'ready' : 'starting'}</dd>
          <dt>Status</dt>
          <dd data-testid="lab-status">{account.status ?? 'disconnected'}</dd>
          <dt>Address</dt>
          <dd data-testid="lab-address">{account.address ?? '—'}</dd>
          <dt>CAIP address</dt>
          <dd data-testid="lab-caip-address">{account.caipAddress ?? '—'}</dd>
          <dt>Chain id</dt>
          <dd data-testid="lab-chain-id">{network.chainId ?? '—'}</dd>
          <dt>Network</dt>
          <dd data-testid="lab-network-name">{network.caipNetwork?.name ?? '—'}</dd>
          <dt>Balance</dt>
          <dd data-testid="lab-balance" aria-busy={balance.status === 'loading'}>
            {balanceText}
          </dd>
          <dt>Events</dt>
          <dd data-testid="lab-events">{events.length > 0 ? events.join(', ') : '—'}</dd>
          <LabTheme />
        </dl>
      </section>

      {!account.isConnected && !hasEvm && (
        <p className="lab-hint">
          Connect a Solana wallet (Phantom, Solflare...) to try the actions below.
        </p>
      )}
      {hasEvm && (
        <section aria-labelledby="lab-actions-title" className="lab-card">
          <h2 id="lab-actions-title">Wallet actions</h2>
          {!account.isConnected && (
            <p className="lab-hint">
              Connect a wallet to try these.
              {!ownWallet && (
                <>
                  {' '}
                  No browser wallet?{' '}
                  <a href={withDevnetWallet(search)}>Use the devnet test wallet</a>.
                </>
              )}
            </p>
          )}
          <div className="lab-actions">
            <button type="button" disabled={disabled} onClick={() => void actions.signMessage()}>
              {actions.pending === 'sign' ? 'Signing…' : 'Sign message'}
            </button>
            <button
              type="button"
              disabled={disabled}
              onClick={() => void actions.sendTransaction()}
            >
              {actions.pending === 'send' ? 'Sending…' : 'Send transaction'}
            </button>
            <button type="button" disabled={disabled} onClick={() => void actions.switchNetwork()}>
              {actions.pending === 'switch' ? 'Switching…' : 'Switch network'}
            </button>
            <button type="button" disabled={disabled} onClick={() => void actions.signHash()}>
              {actions.pending === 'eth_sign' ? 'Signing…' : 'Sign hash (eth_sign)'}
            </button>
          </div>
          {actions.error && (
            <p role="alert" className="lab-error" data-testid="lab-error">
              {actions.error}
            </p>
          )}
          {actions.result && <LabResultView result={actions.result} />}
        </section>
      )}

      {preset === 'embedded' && account.isConnected && (
        <Suspense fallback={null}>
          <LabBatchActions />
        </Suspense>
      )}
      {library && <LabLibraryActions library={library} disabled={!account.isConnected} />}
      {networks.some((item) => item.chainNamespace === 'bip122') && (
        <Suspense fallback={null}>
          <LabBitcoinActions />
        </Suspense>
      )}
      {networks.some((item) => item.chainNamespace === 'solana') && (
        <LabSolanaActions hasConnection={SOLANA_PRESETS.includes(preset as SolanaPreset)} />
      )}
    </main>
  )
}
