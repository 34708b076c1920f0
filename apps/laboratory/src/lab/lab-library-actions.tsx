import type { LabLibrary } from '../presets/types.ts'
import { useLibraryActions } from './use-library-actions.ts'

export type LabLibraryActionsProps = { library: LabLibrary; disabled: boolean }

/** Two buttons that use the integrator's own library (viem, ethers) with the connected wallet. */
export function LabLibraryActions({ library, disabled }: LabLibraryActionsProps) {
  const { pending, result, error, run } = useLibraryActions(library)
  const busy = disabled || pending !== undefined
  return (
    <section aria-labelledby="lab-library-title" className="lab-card">
      <h2 id="lab-library-title">Your own {library.name}</h2>
      <p className="lab-hint">
        {library.name} over <code>useAppKitProvider('eip155')</code>, as your app would use it.
      </p>
      <div className="lab-actions">
        <button type="button" disabled={busy} onClick={() => void run('sign')}>
          {pending === 'sign' ? 'Signing…' : `Sign with ${library.name}`}
        </button>
        <button type="button" disabled={busy} onClick={() => void run('send')}>
          {pending === 'send' ? 'Sending…' : `Send with ${library.name}`}
        </button>
      </div>
      {error && (
        <p role="alert" className="lab-error" data-testid="lab-library-error">
          {error}
        </p>
      )}
      {result?.action === 'sign' && (
        <dl className="lab-result">
          <dt>Signature</dt>
          <dd data-testid="lab-library-signature">{result.signature}</dd>
        </dl>
      )}
      {result?.action === 'send' && (
        <dl className="lab-result">
          <dt>Transaction</dt>
          <dd data-testid="lab-library-hash">{result.hash}</dd>
        </dl>
      )}
    </section>
  )
}
