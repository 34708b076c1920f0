import type { AdapterEmitter } from '@openappkit/controllers'
import type { Config } from '@wagmi/core'
import { watchConnection } from './wagmi-actions.ts'

/**
 * Turns wagmi's connection state into adapter events: another account or chain while connected,
 * and the end of a connection (from the dapp or from the wallet). Returns the stop function.
 */
export function watchWagmiConnection(config: Config, emitter: AdapterEmitter): () => void {
  return watchConnection(config, {
    onChange(connection, previous) {
      const connectorId = connection.connector?.id ?? previous.connector?.id
      if (connection.status === 'connected') {
        if (connection.address && connection.address !== previous.address) {
          emitter.emit('accountChanged', {
            address: connection.address,
            chainId: connection.chainId,
            connectorId,
          })
        }
        if (
          previous.status === 'connected' &&
          connection.chainId !== undefined &&
          connection.chainId !== previous.chainId
        ) {
          emitter.emit('chainChanged', { chainId: connection.chainId })
        }
        return
      }
      if (connection.status === 'disconnected' && previous.status === 'connected') {
        emitter.emit('disconnect', { connectorId: previous.connector?.id })
      }
    },
  })
}
