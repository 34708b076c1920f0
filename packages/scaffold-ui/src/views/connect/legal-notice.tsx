import { ExternalLink } from '@openappkit/ui'
import { useId } from 'react'
import { interpolate } from '../../i18n/interpolate.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import type { MessageKey } from '../../i18n/types.ts'

export type LegalLinksProps = {
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
}

type LegalKeys = { both: MessageKey; terms: MessageKey; privacy: MessageKey }

function useLegalSentence(
  { termsConditionsUrl, privacyPolicyUrl }: LegalLinksProps,
  keys: LegalKeys,
) {
  const t = useT()
  // Leading space: the hint is an inline span, and names join inline text without one.
  const newTab = ` ${t('common.opensInNewTab')}`
  const key =
    termsConditionsUrl && privacyPolicyUrl
      ? keys.both
      : termsConditionsUrl
        ? keys.terms
        : keys.privacy
  // Placeholders kept in, to be replaced by the links.
  const message = t(key as 'legal.agreeBoth', { terms: '{terms}', privacy: '{privacy}' })
  return interpolate(message, {
    terms: (
      <ExternalLink href={termsConditionsUrl} newTabLabel={newTab}>
        {t('legal.terms')}
      </ExternalLink>
    ),
    privacy: (
      <ExternalLink href={privacyPolicyUrl} newTabLabel={newTab}>
        {t('legal.privacy')}
      </ExternalLink>
    ),
  })
}

/** “By connecting your wallet, you agree to our Terms of Service and our Privacy Policy.” */
export function LegalNotice(props: LegalLinksProps) {
  const sentence = useLegalSentence(props, {
    both: 'legal.agreeBoth',
    terms: 'legal.agreeTerms',
    privacy: 'legal.agreePrivacy',
  })
  return <p className="apkt-legal">{sentence}</p>
}

export type LegalCheckboxProps = LegalLinksProps & {
  checked: boolean
  onChange: (checked: boolean) => void
}

/** The agreement the visitor ticks before wallets are enabled (feature `legalCheckbox`). */
export function LegalCheckbox({ checked, onChange, ...links }: LegalCheckboxProps) {
  const id = useId()
  const sentence = useLegalSentence(links, {
    both: 'legal.checkboxBoth',
    terms: 'legal.checkboxTerms',
    privacy: 'legal.checkboxPrivacy',
  })
  return (
    <div className="apkt-legal-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{sentence}</label>
    </div>
  )
}
