import { useAppKitAccount, useAppKitNetwork } from '@openappkit/appkit/react'

/** Each namespace's account and the active network, read as the incumbent's example reads them. */
export function InfoList() {
  const evmAccount = useAppKitAccount({ namespace: 'eip155' })
  const solanaAccount = useAppKitAccount({ namespace: 'solana' })
  const { caipNetworkId } = useAppKitNetwork()
  return (
    <section>
      <p data-testid="evm-status">{evmAccount.status ?? ''}</p>
      <p data-testid="evm-address">{evmAccount.address ?? ''}</p>
      <p data-testid="solana-status">{solanaAccount.status ?? ''}</p>
      <p data-testid="solana-address">{solanaAccount.address ?? ''}</p>
      <p data-testid="caip-network-id">{caipNetworkId ?? ''}</p>
    </section>
  )
}
