import { readLabConfig } from '../config/lab-config.ts'
import { loadPreset } from '../presets/load-preset.ts'
import '../lab/lab.css'

/** Writes `text` into the element with `data-testid=testId`. */
function show(testId: string, text: string) {
  const element = document.querySelector(`[data-testid="${testId}"]`)
  if (element) element.textContent = text
}

// A host page without React (or any framework) of its own: static `<appkit-*>` elements, the
// instance's subscriptions written into the DOM by hand, as a plain HTML site would.
async function start() {
  try {
    const { appKit } = await loadPreset(readLabConfig(window.location.search))
    appKit.subscribeAccount((account) => {
      show('lab-status', account.status ?? 'disconnected')
      show('lab-address', account.address ?? '—')
    })
    appKit.subscribeNetwork((network) => show('lab-chain-id', String(network.chainId ?? '—')))
    show('lab-chain-id', String(appKit.getChainId() ?? '—'))
  } catch (error) {
    const alert = document.querySelector<HTMLElement>('[data-testid="lab-error"]')
    if (alert) {
      alert.hidden = false
      alert.textContent = error instanceof Error ? error.message : String(error)
    }
  }
}

void start()
