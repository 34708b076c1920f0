import { ref } from 'valtio/vanilla'
import type { AppKitCore } from '../../core/types.ts'
import { clonePlain } from '../../platform/utils/clone-plain.ts'
import type { Connector } from './types.ts'

export type SetConnectorsParameters = { connectors: readonly Connector[] }

function isSame(a: Connector, b: Connector): boolean {
  return a.id === b.id && a.chain === b.chain
}

function toStored(connector: Connector): Connector {
  const { provider, connectors, chains, ...rest } = connector
  return {
    ...rest,
    chains: chains.map((network) => clonePlain(network)),
    // Providers are live objects (event emitters, sockets): never make them reactive.
    ...(provider !== undefined && provider !== null && typeof provider === 'object'
      ? { provider: ref(provider) }
      : provider === undefined
        ? {}
        : { provider }),
    ...(connectors ? { connectors: connectors.map(toStored) } : {}),
  }
}

/** Adds discovered connectors; one with the same id and namespace as a known one replaces it. */
export function setConnectors(core: AppKitCore, { connectors }: SetConnectorsParameters): void {
  const all = core.state.connectors.allConnectors
  for (const connector of connectors) {
    const stored = toStored(connector)
    const index = all.findIndex((known) => isSame(known, connector))
    if (index === -1) all.push(stored)
    else all[index] = stored
  }
}
