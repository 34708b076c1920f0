import {
  buildBareWagmiApp,
  buildOursKitApp,
  buildRainbowkitApp,
  buildReactAloneApp,
  buildReownKitApp,
} from './build-kit-apps.ts'
import { oursAppDir, rainbowkitAppDir, reownAppDir } from './paths.ts'

export type KitApp = {
  id: 'ours' | 'reown' | 'rainbowkit' | 'wagmi' | 'react'
  label: string
  /** Whether the run also connects, reloads and times the reconnect (reload → address shown). */
  returningVisitor: boolean
  /** The build output served for this app. */
  distDir: string
  /** Path of the page in `distDir`. */
  path: string
  build(): Promise<number>
}

/** The minimal one-button pages of the kit comparison (mainnet, Polygon, Base; defaults). */
export const kitApps: readonly KitApp[] = [
  {
    id: 'react',
    label: 'React 19.2.9 alone, hand-made EIP-6963 list (no chain library; the floor)',
    distDir: `${reownAppDir}dist-react/`,
    path: '/react.html',
    build: buildReactAloneApp,
    returningVisitor: false,
  },
  {
    id: 'wagmi',
    label: 'wagmi 3.7.7 + viem + react-query alone, hand-made list',
    distDir: `${reownAppDir}dist-wagmi/`,
    path: '/wagmi.html',
    build: buildBareWagmiApp,
    returningVisitor: true,
  },
  {
    id: 'rainbowkit',
    label: 'RainbowKit 2.2.11 (wagmi 2.19.5)',
    distDir: `${rainbowkitAppDir}dist/`,
    path: '/',
    build: buildRainbowkitApp,
    returningVisitor: false,
  },
  {
    id: 'reown',
    label: 'Reown AppKit 1.8.24 + wagmi',
    distDir: `${reownAppDir}dist-button/`,
    path: '/button.html',
    build: buildReownKitApp,
    returningVisitor: false,
  },
  {
    id: 'ours',
    label: 'OpenAppKit, wagmi adapter (packages dist)',
    distDir: `${oursAppDir}dist/`,
    path: '/',
    build: buildOursKitApp,
    returningVisitor: true,
  },
]
