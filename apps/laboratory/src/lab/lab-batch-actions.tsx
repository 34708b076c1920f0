import { useState } from 'react'
import { LAB_BATCH_AMOUNTS, useBatchTransfer } from './use-batch-transfer.ts'

/** EIP-5792 through `useAppKitProvider('eip155')`: two ERC-20 transfers in one wallet_sendCalls. */
export function LabBatchActions() {
  const { pending, result, error, send } = useBatchTransfer()
  const [token, setToken] = useState('')
  const [receiver, setReceiver] = useState('')
  return (
    <section aria-labelledby="lab-batch-title" className="lab-card">
      <h2 id="lab-batch-title">Batched calls (EIP-5792)</h2>
      <p className="lab-hint">
        Transfers {LAB_BATCH_AMOUNTS.join(' and ')} tokens of an ERC-20 to the receiver in one{' '}
        <code>wallet_sendCalls</code>: a smart account sends both in one transaction.
      </p>
      <div className="lab-actions">
        <label className="lab-field">
          Token (ERC-20)
          <input
            placeholder="0x…"
            value={token}
            onChange={(event) => setToken(event.target.value.trim())}
          />
        </label>
        <label className="lab-field">
          Receiver
          <input
            placeholder="0x…"
            value={receiver}
            onChange={(event) => setReceiver(event.target.value.trim())}
          />
        </label>
        <button type="button" disabled={pending} onClick={() => void send({ token, receiver })}>
          {pending ? 'Sending…' : 'Send two transfers'}
        </button>
      </div>
      {error && (
        <p role="alert" className="lab-error" data-testid="lab-batch-error">
          {error}
        </p>
      )}
      {result && (
        <dl className="lab-result" aria-live="polite">
          <dt>Batch</dt>
          <dd data-testid="lab-batch-id">{result.id}</dd>
          <dt>Status</dt>
          <dd data-testid="lab-batch-status">{result.status}</dd>
          {result.transactionHash && (
            <>
              <dt>Transaction</dt>
              <dd data-testid="lab-batch-transaction">{result.transactionHash}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  )
}
