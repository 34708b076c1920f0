import type { SessionTypes } from '@walletconnect/types'

// Peer metadata is whatever the wallet sent: only a usable name and an https or inline image
// reach the integrator (an http icon would be mixed content, a javascript: URL worse).
const MAX_NAME_LENGTH = 100
const isIconUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^(https:\/\/|data:image\/)/i.test(value)

/** A session's wallet: its own name and icon, as it sent them when it approved. */
export type WalletConnectPeerWallet = { name: string; icon?: string | undefined }

/** The session's wallet as it names itself: its metadata's name and first usable icon. */
export function peerWalletOf(session: SessionTypes.Struct): WalletConnectPeerWallet | undefined {
  const metadata: Partial<SessionTypes.Struct['peer']['metadata']> = session.peer?.metadata ?? {}
  const name = typeof metadata.name === 'string' ? metadata.name.trim() : ''
  if (!name) return undefined
  const icon = (Array.isArray(metadata.icons) ? metadata.icons : []).find(isIconUrl)
  return { name: name.slice(0, MAX_NAME_LENGTH), ...(icon ? { icon } : {}) }
}
