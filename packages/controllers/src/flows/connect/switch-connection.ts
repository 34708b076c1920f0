import type { CaipAddress, ChainNamespace } from '@openappkit/common/caip'
import { AppKitError } from '@openappkit/common/errors'
import type { AppKitCore, ReconnectHandler } from '../../core/types.ts'
import { isAccountTypeOf } from '../../state/chain/account-types.ts'
import { setCaipAddress } from '../../state/chain/set-caip-address.ts'
import { setPreferredAccountType } from '../../state/chain/set-preferred-account-type.ts'
import { getConnectionStatus } from '../../state/connection/get-connection-status.ts'
import { getReconnectMethod } from '../../state/connection/get-reconnect-method.ts'
import { parseConnectionStatus } from '../../state/connection/parse-connection-status.ts'
import { isSameAddress } from '../../state/connection/same-address.ts'
import type { Connection } from '../../state/connection/types.ts'
import { getConnectorById } from '../../state/connector/get-connector-by-id.ts'
import { setActiveConnectorId } from '../../state/connector/set-active-connector-id.ts'
import { setEmbeddedAccountType } from '../embedded/set-embedded-account-type.ts'
import { requireAdapter } from './connect.ts'
import { syncConnectedAccount } from './sync-connected-account.ts'

export type SwitchConnectionParameters = {
  connection: Connection
  namespace: ChainNamespace
  /** Account of the connection to use; its first account by default. */
  address?: string | undefined
}

/** What the switch did. */
export type SwitchConnectionReturnType = 'unchanged' | 'switched' | 'reconnected'

function adapterReconnectHandler(core: AppKitCore): ReconnectHandler {
  return ({ connector, connection, namespace }) =>
    requireAdapter(core, namespace).connect({
      id: connector.id,
      type: connector.type,
      provider: connector.provider,
      chainId:
        connection.caipNetwork?.id ??
        core.state.chains.chains[namespace]?.networkState.caipNetwork?.id,
    })
}

/**
 * Makes `connection` the one in use (docs/project/behaviour.md §4). Active: nothing to do.
 * Connected: its account becomes current. Disconnected: reconnect through social, email,
 * WalletConnect or the external connector (a registered handler, else the adapter), then apply the
 * account's type as the preferred account type. Throws `No connector found for connection: {id}`,
 * `Connection rejected` when reconnecting fails, `Invalid connection status` for any other status.
 */
export async function switchConnection(
  core: AppKitCore,
  { connection, namespace, address }: SwitchConnectionParameters,
): Promise<SwitchConnectionReturnType> {
  const status = parseConnectionStatus(getConnectionStatus(core, { connection, namespace }))
  const wanted = address ?? connection.accounts[0]?.address
  if (status === 'active') return 'unchanged'
  if (status === 'connected') {
    const network = core.state.chains.chains[namespace]?.networkState.caipNetwork
    await setActiveConnectorId(core, { namespace, connectorId: connection.connectorId })
    if (network && wanted) {
      setCaipAddress(core, {
        namespace,
        caipAddress: `${network.caipNetworkId}:${wanted}` as CaipAddress,
      })
    }
    return 'switched'
  }
  const connector = getConnectorById(core, { id: connection.connectorId, namespace })
  if (!connector) {
    throw new AppKitError('NO_CONNECTOR_FOUND_FOR_CONNECTION', {
      params: { id: connection.connectorId },
    })
  }
  const method = getReconnectMethod({ connector, connection })
  const handler = core.reconnectHandlers[method] ?? adapterReconnectHandler(core)
  let result: Awaited<ReturnType<ReconnectHandler>>
  try {
    result = await handler({ connector, connection, namespace })
  } catch (error) {
    throw new AppKitError('CONNECTION_REJECTED', { cause: error })
  }
  await syncConnectedAccount(core, { namespace, result, connector, activate: true })
  if (connector.type === 'AUTH')
    await applyAccountType(core, { namespace, connection, wanted, result })
  return 'reconnected'
}

type ApplyAccountTypeParameters = {
  namespace: ChainNamespace
  connection: Connection
  wanted: string | undefined
  result: { address: string }
}

/**
 * After the embedded wallet reconnected: when the account asked for is of the other type than
 * the one the wallet came back with, the wallet itself switches (so state and wallet agree);
 * otherwise the type it came back with becomes the preferred one.
 */
async function applyAccountType(
  core: AppKitCore,
  { namespace, connection, wanted, result }: ApplyAccountTypeParameters,
): Promise<void> {
  const typeOf = (address: string | undefined) =>
    connection.accounts.find(
      (account) => address !== undefined && isSameAddress(namespace, account.address, address),
    )?.type
  const wantedType = typeOf(wanted)
  const actualType = typeOf(result.address)
  if (
    namespace === 'eip155' &&
    isAccountTypeOf(namespace, wantedType) &&
    wantedType !== actualType &&
    core.runtime.embeddedWallet?.setPreferredAccount
  ) {
    try {
      await setEmbeddedAccountType(core, { accountType: wantedType })
      return
    } catch (error) {
      core.services.logger.warn(`switching the embedded wallet to ${wantedType} failed`, error)
    }
  }
  if (isAccountTypeOf(namespace, actualType)) {
    await setPreferredAccountType(core, { namespace, accountType: actualType })
  }
}
