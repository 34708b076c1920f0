/** The features a project may be allowed (issue 21); each names a group of routes. */
export const PROJECT_FEATURES = [
  'balances',
  'history',
  'names',
  'swaps',
  'prices',
  'onramp',
  'sessions',
  'siwx',
  'embedded',
  'wallets',
  'analytics',
] as const

/** One of {@link PROJECT_FEATURES}. */
export type ProjectFeature = (typeof PROJECT_FEATURES)[number]

// First match wins; paths not listed (health, supported chains, checkout pages) are always served.
const FEATURE_PATHS: readonly (readonly [RegExp, ProjectFeature])[] = [
  [/^\/v1\/account\/[^/]+\/balance$/, 'balances'],
  [/^\/v1\/account\/[^/]+\/history$/, 'history'],
  [/^\/v1\/(identity|profile)\//, 'names'],
  [/^\/v1\/convert\//, 'swaps'],
  [/^\/v1\/fungible\//, 'prices'],
  [/^\/v1\/(onramp\/|generators\/onrampurl$)/, 'onramp'],
  [/^\/v1\/sessions\//, 'sessions'],
  [/^\/v1\/siwx\//, 'siwx'],
  [/^\/v1\/embedded\//, 'embedded'],
  [/^\/v1\/wallets$/, 'wallets'],
  [/^\/e(\/|$)/, 'analytics'],
]

/** The feature a request path belongs to, or undefined for paths every project may call. */
export function featureOfPath(path: string): ProjectFeature | undefined {
  for (const [pattern, feature] of FEATURE_PATHS) if (pattern.test(path)) return feature
  return undefined
}

/** Whether `value` names a feature. */
export function isProjectFeature(value: string): value is ProjectFeature {
  return (PROJECT_FEATURES as readonly string[]).includes(value)
}
