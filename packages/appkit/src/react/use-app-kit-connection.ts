import { useEffect, useState } from 'react'
import { useAppKitInstance } from './app-kit-context.tsx'
import { useAppKitAccount } from './use-app-kit-account.ts'

export type UseAppKitConnectionReturnType<Connection> = {
  /**
   * The Solana adapter's `@solana/web3.js` `Connection` to the Solana network in use; undefined
   * until it is loaded, and while no Solana network is set up.
   */
  connection: Connection | undefined
}

/** A `Connection` to the active Solana network's RPC, as the incumbent's Solana adapter gives. */
export function useAppKitConnection<
  Connection = unknown,
>(): UseAppKitConnectionReturnType<Connection> {
  const instance = useAppKitInstance()
  // The Solana network changes with the account's CAIP address (or with a switch while away).
  const { caipAddress } = useAppKitAccount({ namespace: 'solana' })
  const network = instance.getCaipNetwork('solana')
  const key = network?.rpcUrls.default.http[0]
  const [loaded, setLoaded] = useState<{ key: string; connection: Connection }>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the RPC URL says when to load again.
  useEffect(() => {
    if (!key) return
    let current = true
    void instance.getConnection(network).then((connection) => {
      if (current && connection) setLoaded({ key, connection: connection as Connection })
    })
    return () => {
      current = false
    }
  }, [key, caipAddress, instance])
  return { connection: loaded && loaded.key === key ? loaded.connection : undefined }
}
