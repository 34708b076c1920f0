import { type Hex, keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { freshAddress, waitForReceipt, walletForKey } from '../helpers/evm.ts'
import { testDatabaseKinds } from '../helpers/test-databases.ts'
import { useTestStack } from '../helpers/use-test-stack.ts'

const UNITS = 1_000n

// What a process SIGKILLed right after claiming a checkout leaves behind, made by hand so each
// case is exact (the fault harness hits the same states at random).
describe.each(testDatabaseKinds())('on-ramp checkout left mid-delivery (%s)', (database) => {
  const stack = useTestStack(database)

  const treasury = () => {
    const key = stack.devnet.manifest.evm.accounts.at(-2)?.privateKey
    if (!key) throw new Error('the devnet has no treasury account')
    return walletForKey(stack.devnet.manifest, key as Hex)
  }

  async function openCheckout(recipient: string): Promise<string> {
    const { status, body } = await stack.api.call('/v1/generators/onrampurl', {
      destinationWallets: [{ address: recipient, blockchains: ['devnet-31337'], assets: ['ETH'] }],
      partnerUserId: 'resume',
    })
    expect(status).toBe(200)
    return new URL((body as { url: string }).url).pathname.split('/').at(-1) ?? ''
  }

  /** Signs the transfer and stores it with the claim, as completeCheckout does, sending nothing. */
  async function claimWithoutSending(id: string, recipient: Hex, nonce?: number) {
    const { wallet } = treasury()
    const request = await wallet.prepareTransactionRequest({ to: recipient, value: UNITS, nonce })
    const rawTransaction = await wallet.signTransaction(request)
    await stack.api.context.db
      .updateTable('onramp_sessions')
      .set({
        status: 'processing',
        purchase_currency: 'ETH',
        purchase_network: 'devnet-31337',
        purchase_amount: '0.000000000000001',
        recipient,
        tx_hash: keccak256(rawTransaction),
        delivery_tx: rawTransaction,
      })
      .where('id', '=', id)
      .execute()
    return { txHash: keccak256(rawTransaction), nonce: request.nonce }
  }

  const status = async (id: string) =>
    (await stack.api.call(`/v1/onramp/checkout/${id}`)).body as {
      status: string
      txHash: string | null
    }

  it('finishes a delivery that was claimed but never sent, once', async () => {
    const recipient = freshAddress()
    const id = await openCheckout(recipient)
    const { txHash } = await claimWithoutSending(id, recipient)
    expect(await status(id)).toMatchObject({ status: 'completed', txHash })
    // Looking again changes nothing: the same transaction, paid once.
    expect(await status(id)).toMatchObject({ status: 'completed', txHash })
    expect(await treasury().client.getBalance({ address: recipient })).toBe(UNITS)
  })

  it('reopens a checkout whose signed delivery lost its nonce to another transaction', async () => {
    const recipient = freshAddress()
    const id = await openCheckout(recipient)
    const { nonce } = await claimWithoutSending(id, recipient)
    // Another payment took the nonce (a second process signing at the same moment).
    const { wallet, client } = treasury()
    await waitForReceipt(client, await wallet.sendTransaction({ to: freshAddress(), nonce }))
    expect(await status(id)).toMatchObject({ status: 'pending', txHash: null })
    expect(await client.getBalance({ address: recipient })).toBe(0n)
  })
})
