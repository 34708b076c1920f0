import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Root of the monorepo checkout. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
/** The laboratory app and its build output. */
export const laboratoryDir = fileURLToPath(new URL('../../../apps/laboratory/', import.meta.url))
export const laboratoryDistDir = fileURLToPath(
  new URL('../../../apps/laboratory/dist/', import.meta.url),
)
/** The reference @reown/appkit app (its own npm project, outside the pnpm workspace). */
export const reownAppDir = fileURLToPath(new URL('../reown-app/', import.meta.url))
export const reownAppDistDir = fileURLToPath(new URL('../reown-app/dist/', import.meta.url))

/** The reown app's Solana page, built on its own. */
export const reownSolanaDistDir = fileURLToPath(
  new URL('../reown-app/dist-solana/', import.meta.url),
)

/** Whether the laboratory app exists in this checkout (it has an index.html to build). */
export const laboratoryExists = () => existsSync(`${laboratoryDir}index.html`)

/** The kit comparison's apps: ours from the packages' dist, and RainbowKit (its own npm project). */
export const oursAppDir = fileURLToPath(new URL('../ours-app/', import.meta.url))
export const rainbowkitAppDir = fileURLToPath(new URL('../rainbowkit-app/', import.meta.url))
