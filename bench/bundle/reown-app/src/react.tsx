// bench/bundle's floor of the kit comparison: React alone, no chain library. One button opens a
// hand-made list of the wallets announced through EIP-6963; nothing connects. What any React
// page pays before its first button, and for one re-render on click.

import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

type Announcement = { info: { uuid: string; name: string } }

function useAnnouncedWallets(): Announcement[] {
  const [wallets, setWallets] = useState<Announcement[]>([])
  useEffect(() => {
    const onAnnounce = (event: Event) => {
      const detail = (event as CustomEvent<Announcement>).detail
      setWallets((known) =>
        known.some((wallet) => wallet.info.uuid === detail.info.uuid) ? known : [...known, detail],
      )
    }
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return () => window.removeEventListener('eip6963:announceProvider', onAnnounce)
  }, [])
  return wallets
}

function ConnectButton() {
  const [open, setOpen] = useState(false)
  const wallets = useAnnouncedWallets()
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        Connect Wallet
      </button>
      {open && (
        <ul aria-label="Wallets">
          {wallets.map((wallet) => (
            <li key={wallet.info.uuid}>
              <button type="button">{wallet.info.name}</button>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<ConnectButton />)
