import { useAppKitNetwork } from '@openappkit/appkit/react'
import { evmNetwork, solanaNetwork } from './networks.ts'

/** The incumbent example's network switch, one button per namespace. */
export function ActionButtonList() {
  const { switchNetwork } = useAppKitNetwork()
  return (
    <div>
      <button type="button" data-testid="switch-to-evm" onClick={() => switchNetwork(evmNetwork)}>
        Switch to EVM
      </button>
      <button
        type="button"
        data-testid="switch-to-solana"
        onClick={() => switchNetwork(solanaNetwork)}
      >
        Switch to Solana
      </button>
    </div>
  )
}
