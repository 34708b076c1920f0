export { type FullName, INVALID_NAME_MESSAGE, NAME_MAX_LENGTH, toFullName } from './full-name.ts'
export { type NameProfile, namesOfAddress, readNameProfiles } from './name-profiles.ts'
export { registerNameRoutes } from './names-route.ts'
export {
  NAME_MESSAGE_FUTURE_SKEW_S,
  NAME_MESSAGE_MAX_AGE_S,
  registerName,
  registerNameBodySchema,
} from './register-name.ts'
export { MAX_NAME_SUGGESTIONS, type NameSuggestion, suggestNames } from './suggest-names.ts'
