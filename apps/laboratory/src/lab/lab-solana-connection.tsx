import { useAppKitConnection } from '@openappkit/appkit/react'
import type { Connection } from '@solana/web3.js'
import { useEffect, useState } from 'react'

/**
 * The integrator's own `@solana/web3.js` code on `useAppKitConnection()`: the account's balance
 * in lamports, read through the Connection the kit hands out. Rendered once a Solana account is
 * connected, so the library loads then, not with the page.
 */
export function LabSolanaConnection({ address }: { address: string }) {
  const { connection } = useAppKitConnection<Connection>()
  const [lamports, setLamports] = useState<string>()
  useEffect(() => {
    if (!connection) return
    let current = true
    void (async () => {
      const { PublicKey } = await import('@solana/web3.js')
      const balance = await connection.getBalance(new PublicKey(address), 'confirmed')
      if (current) setLamports(String(balance))
    })()
    return () => {
      current = false
    }
  }, [connection, address])
  return (
    <>
      <dt>web3.js balance</dt>
      <dd data-testid="lab-solana-connection-balance">
        {lamports === undefined ? 'Loading…' : `${lamports} lamports`}
      </dd>
    </>
  )
}
