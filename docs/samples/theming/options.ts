import { createAppKit } from '@openappkit/appkit'
import { mainnet } from '@openappkit/appkit/networks'

export const appKit = createAppKit({
  networks: [mainnet],
  themeMode: 'light',
  // The incumbent's public names; each feeds one of the modal's `--apkt-*` tokens.
  themeVariables: {
    '--w3m-accent': '#0b7285',
    '--w3m-color-mix': '#0b7285',
    '--w3m-color-mix-strength': 20, // percent
    '--w3m-font-family': 'Georgia, serif',
    '--w3m-border-radius-master': '2px',
    '--w3m-z-index': 1000,
  },
})
