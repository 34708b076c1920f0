import type { SocialLogin } from '@openappkit/controllers'
import { Button, Tooltip } from '@openappkit/ui'
import { useT } from '../../i18n/locale-context.tsx'
import { SocialIcon } from './social-icons.tsx'

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
