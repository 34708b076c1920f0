import type { SocialLogin } from '@openappkit/controllers'
import { Button } from '@openappkit/ui'
import { useT } from '../../i18n/locale-context.tsx'

export type SocialButtonsProps = {
  providers: readonly SocialLogin[]
  onSelect: (provider: SocialLogin) => void
  disabled?: boolean | undefined
}

/** Social logins: the first as a full-width button, the others in a grid named by provider. */
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
        onClick={() => onSelect(first)}
      >
        {t('connect.socialContinue', { provider: t(`social.${first}`) })}
      </Button>
      {others.length > 0 ? (
        <ul className="apkt-socials" aria-label={t('connect.socialsLabel')}>
          {others.map((provider) => (
            <li key={provider}>
              <button
                type="button"
                className="apkt-social"
                disabled={disabled}
                aria-label={t('connect.socialContinue', { provider: t(`social.${provider}`) })}
                onClick={() => onSelect(provider)}
              >
                <span aria-hidden="true">{t(`social.${provider}`).slice(0, 1)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
