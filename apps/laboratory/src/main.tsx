import { createRoot } from 'react-dom/client'
import {
  BITCOIN_PRESETS,
  type BitcoinPreset,
  readLabConfig,
  SOLANA_PRESETS,
  type SolanaPreset,
} from './config/lab-config.ts'
import { LabApp } from './lab-app.tsx'
import { loadPreset } from './presets/load-preset.ts'
import './lab/lab.css'

// The lab page: the preset of the address builds the instance, the page shows its hooks.
async function start(container: HTMLElement) {
  const root = createRoot(container)
  try {
    const config = readLabConfig(window.location.search)
    // The page follows the modal's theme when one is asked for, the system's otherwise.
    if (config.theme) document.documentElement.dataset.labTheme = config.theme
    if (config.wallet === 'devnet') {
      const { installDevnetWallet } = await import('./devnet-wallet/install-devnet-wallet.ts')
      installDevnetWallet(config)
      if (SOLANA_PRESETS.includes(config.preset as SolanaPreset)) {
        const { installDevnetSolanaWallet } = await import(
          './devnet-wallet/install-devnet-solana-wallet.ts'
        )
        await installDevnetSolanaWallet(config)
      }
      if (BITCOIN_PRESETS.includes(config.preset as BitcoinPreset)) {
        const { installDevnetBitcoinWallet } = await import(
          './devnet-wallet/install-devnet-bitcoin-wallet.ts'
        )
        await installDevnetBitcoinWallet(config)
      }
    }
    const setup = await loadPreset(config)
    root.render(<LabApp setup={setup} config={config} search={window.location.search} />)
  } catch (error) {
    root.render(
      <main className="lab">
        <h1>OpenAppKit Laboratory</h1>
        <p role="alert" className="lab-error" data-testid="lab-error">
          {error instanceof Error ? error.message : String(error)}
        </p>
      </main>,
    )
  }
}

const container = document.getElementById('root')
if (container) void start(container)
