import type { SocialLogin } from '@openappkit/controllers/internal'
import { Button } from '@openappkit/ui'
import { type AriaAttributes, lazy, type ReactElement, Suspense } from 'react'
import { useT } from '../../i18n/locale-context.tsx'

// The marks and their tooltips load in a chunk of their own, so the Connect view's first paint
// (most sites have no social logins) carries none of them: the buttons show at once, named, with
// a blank of the mark's size until the marks arrive a moment later.
const loadMarks = () => import('./social-marks.tsx')
const LazySocialIcon = lazy(() => loadMarks().then(({ SocialIcon }) => ({ default: SocialIcon })))
const LazyTooltip = lazy(() => loadMarks().then(({ Tooltip }) => ({ default: Tooltip })))

function SocialIcon({ provider, size = 22 }: { provider: SocialLogin; size?: number }) {
  const blank = (
    <span
      className="apkt-social__blank"
      style={{ display: 'inline-block', width: size, height: size }}
      aria-hidden="true"
    />
  )
  return (
    <Suspense fallback={blank}>
      <LazySocialIcon provider={provider} size={size} />
    </Suspense>
  )
}

function Tooltip({
  content,
  children,
}: {
  content: string
  children: ReactElement<AriaAttributes>
}) {
  return (
    <Suspense fallback={children}>
      <LazyTooltip content={content}>{children}</LazyTooltip>
    </Suspense>
  )
}

export type SocialButtonsProps = {
  providers: readonly SocialLogin[]
  onSelect: (provider: SocialLogin) => void
  disabled?: boolean | undefined
}

/**
 * Social logins: the first as a full-width button with its name, the others in a grid of marks,
 * each named by provider ("Continue with GitHub") and with the provider's name as a tooltip.
 */
export function SocialButtons({ providers, onSelect, disabled }: SocialButtonsProps) {
  const t = useT()
  const [first, ...others] = providers
  if (!first) return null
  return (
    <div className="apkt-stack">
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        disabled={disabled}
        leadingIcon={<SocialIcon provider={first} size={20} />}
        onClick={() => onSelect(first)}
      >
        {t('connect.socialContinue', { provider: t(`social.${first}`) })}
      </Button>
      {others.length > 0 ? (
        <ul className="apkt-socials" aria-label={t('connect.socialsLabel')}>
          {others.map((provider) => (
            <li key={provider}>
              <Tooltip content={t(`social.${provider}`)}>
                <button
                  type="button"
                  className="apkt-social"
                  disabled={disabled}
                  aria-label={t('connect.socialContinue', { provider: t(`social.${provider}`) })}
                  onClick={() => onSelect(provider)}
                >
                  <SocialIcon provider={provider} />
                </button>
              </Tooltip>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
