import { EthersAdapter } from '@openappkit/adapter-ethers'
import { createAppKit } from '@openappkit/appkit'
import type { AppKitElement } from '@openappkit/appkit/elements'
import { mainnet } from '@openappkit/appkit/networks'

// A page with no React of its own: the elements render with React (a peer dependency) inside
// their shadow roots. index.html holds `<appkit-button></appkit-button>` wherever it likes.
const appKit = createAppKit({ networks: [mainnet], adapters: [new EthersAdapter()] })

// Read state without React: each subscribe returns its unsubscribe.
const status = document.querySelector<HTMLOutputElement>('#status')
appKit.subscribeAccount((account) => {
  if (status) status.value = account.isConnected ? `Connected: ${account.address}` : 'Not connected'
})

// Your own button, opening the modal on a view of your choice.
document.querySelector('#open-networks')?.addEventListener('click', () => {
  void appKit.open({ view: 'Networks' })
})

// Two instances on one page: point an element at the one it shows.
const second = document.querySelector<AppKitElement>('appkit-button#second')
if (second) second.appKit = appKit
