import { useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { readLabConfig } from '../config/lab-config.ts'
import { LabApp, type LabAppProps } from '../lab-app.tsx'
import { loadPreset } from '../presets/load-preset.ts'
import '../lab/lab.css'

/** Marks the document once React has committed the hydrated tree (tests wait for it). */
function Hydrated(props: LabAppProps) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return <LabApp {...props} />
}

// The server-rendered lab (`ssr.html`): the same preset hydrates the HTML the server sent, as an
// integrator's Next.js or Remix page would.
async function hydrate(container: HTMLElement) {
  const config = readLabConfig(window.location.search)
  const setup = await loadPreset(config)
  hydrateRoot(
    container,
    <Hydrated setup={setup} config={config} search={window.location.search} />,
    {
      // A mismatch React recovers from is still a bug of ours: make it visible.
      onRecoverableError: (error) => console.error('Recoverable hydration error:', error),
    },
  )
}

const container = document.getElementById('root')
if (container) void hydrate(container)
