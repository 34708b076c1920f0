import type { Config } from '@wagmi/core'
import { getConnection, watchConnection } from './wagmi-actions.ts'

export type SettledConnectionReturnType = ReturnType<typeof getConnection>

const settling = (status: SettledConnectionReturnType['status']) =>
  status === 'reconnecting' || status === 'connecting'

/**
 * wagmi's connection once no (re)connect is under way. wagmi runs one reconnect at a time and
 * answers a second one with nothing, so when the integrator's `<WagmiProvider>` reconnects on
 * mount, the adapter waits for that one instead of reporting "not connected". (wagmi reports
 * "connecting" for it while the session is still being read from storage.)
 */
export function settledConnection(config: Config): Promise<SettledConnectionReturnType> {
  const current = getConnection(config)
  if (!settling(current.status)) return Promise.resolve(current)
  return new Promise((resolve) => {
    const stop = watchConnection(config, {
      onChange(connection) {
        if (settling(connection.status)) return
        stop()
        resolve(connection)
      },
    })
  })
}
