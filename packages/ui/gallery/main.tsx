import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createThemeVariables, type ThemeMode, uiStyles } from '../src/index.ts'
import { galleryStyles } from './gallery.css.ts'
import { AmountCard, ButtonsCard, InputsCard, OtpCard } from './showcase-controls.tsx'
import { ActivityCard, NetworksCard, TokensCard } from './showcase-lists.tsx'
import { FeedbackCard, IconsCard, ImagesCard, NavigationCard } from './showcase-misc.tsx'
import { ModalShowcase } from './showcase-modals.tsx'

function Column({ themeMode }: { themeMode: ThemeMode }) {
  return (
    <div
      className="apkt-root"
      data-apkt-theme={themeMode}
      style={createThemeVariables({ themeMode })}
    >
      <div className="gallery-column">
        <h2>{themeMode === 'light' ? 'Light' : 'Dark'}</h2>
        <ModalShowcase />
        <div className="gallery-grid">
          <ButtonsCard />
          <InputsCard />
          <AmountCard />
          <OtpCard />
          <TokensCard />
          <NetworksCard />
          <ActivityCard />
          <ImagesCard />
          <FeedbackCard />
          <NavigationCard />
          <IconsCard />
        </div>
      </div>
    </div>
  )
}

// Each mode renders inside its own shadow root, the way the modal will.
for (const themeMode of ['light', 'dark'] as const) {
  const host = document.getElementById(themeMode)
  if (!host) continue
  const shadow = host.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = uiStyles + galleryStyles
  const mount = document.createElement('div')
  shadow.append(style, mount)
  createRoot(mount).render(
    <StrictMode>
      <Column themeMode={themeMode} />
    </StrictMode>,
  )
}
