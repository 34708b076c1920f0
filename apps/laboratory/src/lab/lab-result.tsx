import type { LabResult } from './use-lab-actions.ts'

/** What the last wallet action produced, in words and with test ids. */
export function LabResultView({ result }: { result: LabResult }) {
  if (result.action === 'sign') {
    return (
      <dl className="lab-result" aria-live="polite">
        <dt>Signature</dt>
        <dd data-testid="lab-signature">{result.signature}</dd>
        <dt>Recovered signer</dt>
        <dd data-testid="lab-signer">
          {result.signer} {result.matches ? '(the connected account)' : '(another account!)'}
        </dd>
        {result.by && (
          <>
            <dt>Checked by</dt>
            <dd data-testid="lab-signer-check">{result.by}</dd>
          </>
        )}
      </dl>
    )
  }
  if (result.action === 'send') {
    return (
      <dl className="lab-result" aria-live="polite">
        <dt>Transaction</dt>
        <dd data-testid="lab-transaction-hash">{result.hash}</dd>
        <dt>Status</dt>
        <dd data-testid="lab-transaction-status">
          {result.status}
          {result.block === undefined ? '' : ` in block ${result.block}`}
        </dd>
      </dl>
    )
  }
  return (
    <p className="lab-result" aria-live="polite" data-testid="lab-switched">
      Switched to chain {result.chainId}
    </p>
  )
}
