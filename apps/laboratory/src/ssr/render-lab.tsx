import { renderToString } from 'react-dom/server'
import { readLabConfig } from '../config/lab-config.ts'
import { LabApp } from '../lab-app.tsx'
import { loadPreset } from '../presets/load-preset.ts'

/** Where the server-rendered markup goes in `ssr.html`. */
export const LAB_SSR_OUTLET = '<!--lab-ssr-outlet-->'

/**
 * The lab page of `search` rendered on the server (no `window`), put into the built `ssr.html`
 * template; the browser then hydrates it with `hydrate-lab.tsx`.
 */
export async function renderLab(template: string, search: string): Promise<string> {
  const config = readLabConfig(search)
  const setup = await loadPreset(config)
  try {
    const markup = renderToString(<LabApp setup={setup} config={config} search={search} />)
    return template.replace(LAB_SSR_OUTLET, markup)
  } finally {
    setup.appKit.destroy()
  }
}
