export type BuildNameRegistrationMessageParameters = {
  name: string
  /** Profile attributes (avatar, bio...); none by default. */
  attributes?: Record<string, string> | undefined
  /** Now, in ms; the message carries it in whole seconds. */
  now: number
}

/**
 * The text signed to register a name: JSON of name, attributes and timestamp in seconds
 * (docs/project/behaviour.md §7).
 */
export function buildNameRegistrationMessage({
  name,
  attributes = {},
  now,
}: BuildNameRegistrationMessageParameters): string {
  return JSON.stringify({ name, attributes, timestamp: Math.floor(now / 1000) })
}
