import {
  type ElementLabels,
  englishElementLabels,
  loadElementLabels,
} from '@openappkit/scaffold-ui/elements-i18n'
import { useEffect, useState } from 'react'
import { useAppKitInstance } from '../react/app-kit-context.tsx'

/**
 * The elements' labels in the instance's `locale` (the visitor's languages without one), from
 * the modal's catalogues: English at once, another language once its catalogue has loaded
 * (English stays if it cannot load).
 */
export function useElementLabels(): ElementLabels {
  const { locale } = useAppKitInstance().options
  const [loaded, setLoaded] = useState<{ locale: string | undefined; labels: ElementLabels }>()
  useEffect(() => {
    let current = true
    loadElementLabels(locale).then(
      (labels) => {
        if (current) setLoaded({ locale, labels })
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [locale])
  return loaded && loaded.locale === locale ? loaded.labels : englishElementLabels
}
