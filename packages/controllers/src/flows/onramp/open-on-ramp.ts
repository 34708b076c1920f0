import type { AppKitCore } from '../../core/types.ts'
import { loadOnRampOptions } from '../../state/onramp/load-on-ramp-options.ts'
import { setOnRampProviders } from '../../state/onramp/set-on-ramp-providers.ts'
import { getFeatureAvailability } from '../../state/options/get-feature-availability.ts'
import { pushView } from '../../state/router/push-view.ts'
import { openModal } from '../modal/open-modal.ts'

/**
 * Opens the on-ramp (Buy) view with the providers of `remoteFeatures.onramp` and loads the
 * currencies. Refuses (returns `false`, nothing opens) when the on-ramp is off: no API, turned
 * off, or a restricted time zone (docs/project/architecture.md §11).
 */
export function openOnRamp(core: AppKitCore): boolean {
  const { onramp } = getFeatureAvailability(core)
  if (onramp === false) return false
  setOnRampProviders(core, onramp)
  if (core.state.modal.open) pushView(core, { view: 'OnRamp' })
  else openModal(core, { view: 'OnRamp' })
  void loadOnRampOptions(core)
  return true
}
