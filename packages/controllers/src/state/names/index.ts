export {
  type BuildNameRegistrationMessageParameters,
  buildNameRegistrationMessage,
} from './build-name-registration-message.ts'
export {
  type FetchNameSuggestionsParameters,
  type FetchNameSuggestionsReturnType,
  fetchNameSuggestions,
} from './fetch-name-suggestions.ts'
export {
  type FetchNamesForAddressParameters,
  type FetchNamesForAddressReturnType,
  fetchNamesForAddress,
} from './fetch-names-for-address.ts'
export { nameLabel, normalizeName } from './normalize-name.ts'
export {
  type ResolveNameParameters,
  type ResolveNameReturnType,
  resolveName,
} from './resolve-name.ts'
export { setNamesRegistering } from './set-names-registering.ts'
export { toNameServiceError } from './to-name-service-error.ts'
export type { NamesState } from './types.ts'
