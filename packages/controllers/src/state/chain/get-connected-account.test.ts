import { describe, expect, it } from 'vitest'
import { connect } from '../../flows/connect/connect.ts'
import {
  createCoreWithWallets,
  EVM_ADDRESS,
  SOLANA_ADDRESS,
} from '../../test-utils/connected-core.ts'
import { getConnectedAccount } from './get-connected-account.ts'

describe('getConnectedAccount', () => {
  it('is the connected address and network of the namespace, the active one by default', async () => {
    const { core } = createCoreWithWallets()
    expect(getConnectedAccount(core)).toBeUndefined()
    await connect(core, { connectorId: 'io.metamask' })
    await connect(core, { connectorId: 'phantom', namespace: 'solana' })
    expect(getConnectedAccount(core)).toMatchObject({
      namespace: 'solana',
      address: SOLANA_ADDRESS,
    })
    expect(getConnectedAccount(core, { namespace: 'eip155' })).toMatchObject({
      namespace: 'eip155',
      address: EVM_ADDRESS,
      caipNetwork: { caipNetworkId: 'eip155:1' },
    })
    expect(getConnectedAccount(core, { namespace: 'bip122' })).toBeUndefined()
  })
})
