import type { CaipAddress } from '@openappkit/common/caip'
import { AppKitError } from '@openappkit/common/errors'
import type { AccountType } from '@openappkit/common/validation'
import type { AppKitCore } from '../../core/types.ts'
import { applyEmbeddedWalletUser } from '../../state/chain/apply-embedded-wallet-user.ts'
import { canSwitchToSmartAccount } from '../../state/chain/can-switch-to-smart-account.ts'
import { getPreferredAccountType } from '../../state/chain/get-preferred-account-type.ts'
import { setCaipAddress } from '../../state/chain/set-caip-address.ts'
import { setPreferredAccountType } from '../../state/chain/set-preferred-account-type.ts'
import { isAuthConnected } from '../../state/connector/get-auth-connector.ts'
import { getEmbeddedWalletClient } from '../../state/embedded-wallet/get-embedded-wallet-client.ts'

export type SetEmbeddedAccountTypeParameters = { accountType: AccountType }

/** The account now active: its type and address. */
export type SetEmbeddedAccountTypeReturnType = { type: AccountType; address: string }

/**
 * Switches the embedded wallet's active EVM account between its smart account and its EOA
 * (docs/project/behaviour.md §4: to smartAccount only where smart accounts are enabled and the
 * current type is eoa). The wallet switches first; then the choice is stored for the next visit,
 * the connected address becomes the new account and the user (deployment, accounts) is read again.
 */
export async function setEmbeddedAccountType(
  core: AppKitCore,
  { accountType }: SetEmbeddedAccountTypeParameters,
): Promise<SetEmbeddedAccountTypeReturnType> {
  const namespace = 'eip155'
  const client = getEmbeddedWalletClient(core)
  const account = core.state.chains.chains[namespace]?.accountState
  if (!client.setPreferredAccount || !account || !isAuthConnected(core, { namespace })) {
    throw new AppKitError('NO_AUTH_CONNECTOR_FOUND')
  }
  const current = getPreferredAccountType(core, { namespace })
  if (current === accountType && account.address) {
    return { type: accountType, address: account.address }
  }
  const allowed =
    accountType === 'eoa'
      ? current === 'smartAccount'
      : canSwitchToSmartAccount(core, { namespace })
  if (!allowed) {
    throw new AppKitError('ACCOUNT_TYPE_SWITCH_NOT_ALLOWED', { params: { accountType } })
  }
  const active = await client.setPreferredAccount(accountType)
  await setPreferredAccountType(core, { namespace, accountType: active.type })
  const network = core.state.chains.chains[namespace]?.networkState.caipNetwork
  if (network) {
    setCaipAddress(core, {
      namespace,
      caipAddress: `${network.caipNetworkId}:${active.address}` as CaipAddress,
    })
  }
  // The switch is done; a user that cannot be read again now is read on the next event.
  const user = await client.getUser?.().catch((error: unknown) => {
    core.services.logger.warn('embedded wallet user unavailable', error)
  })
  if (user) applyEmbeddedWalletUser(core, { namespace, user })
  return active
}
