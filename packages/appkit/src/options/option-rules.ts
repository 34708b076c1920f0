// Hand-written checks for validate-options. They replace zod because zod (even zod/mini) is the
// largest part of the first load, and the options must be checked synchronously in createAppKit.
// Each rule reports what zod 4 reported for the same schema, with zod's English messages and in
// zod's order, so the errors integrators see did not change.

/** One problem: where (option first), and the message. */
export type OptionIssue = { code: 'invalid_type' | 'other'; path: PropertyKey[]; message: string }

/** Checks `value` (found at `path`) and appends what is wrong to `issues`. */
export type Rule = (value: unknown, path: PropertyKey[], issues: OptionIssue[]) => void

type RuleOptions = { error?: string | undefined }

/** zod's name of what was received (`util.parsedType` and the English locale's type names). */
function receivedType(value: unknown): string {
  if (typeof value === 'number') {
    return Number.isNaN(value) ? 'NaN' : Number.isFinite(value) ? 'number' : String(value)
  }
  if (typeof value !== 'object') return typeof value
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  const prototype = Object.getPrototypeOf(value)
  const maker = 'constructor' in value ? value.constructor : undefined
  return prototype !== Object.prototype && maker ? (maker as { name: string }).name : 'object'
}

function typeIssue(expected: string, value: unknown, path: PropertyKey[], error?: string) {
  const message = error ?? `Invalid input: expected ${expected}, received ${receivedType(value)}`
  return { code: 'invalid_type' as const, path, message }
}

function isObject(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// zod's `isPlainObject`, which decides what a record accepts.
function isPlainObject(value: unknown): value is Record<PropertyKey, unknown> {
  if (!isObject(value)) return false
  const maker = value.constructor
  if (typeof maker !== 'function') return true
  const prototype: unknown = maker.prototype
  return isObject(prototype) && Object.hasOwn(prototype, 'isPrototypeOf')
}

function primitive(expected: string, accepts: (value: unknown) => boolean): Rule {
  return (value, path, issues) => {
    if (!accepts(value)) issues.push(typeIssue(expected, value, path))
  }
}

export const string = primitive('string', (value) => typeof value === 'string')
export const boolean = primitive('boolean', (value) => typeof value === 'boolean')
export const unknown: Rule = () => {}
// zod's number rejects NaN and ±Infinity.
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value)

/** A number or a string; zod's union reports one "Invalid input" when neither fits. */
export const numberOrString: Rule = (value, path, issues) => {
  if (!isNumber(value) && typeof value !== 'string') {
    issues.push({ code: 'other', path, message: 'Invalid input' })
  }
}

/** A string that `accepts`; like a zod check, it only runs on strings. */
export function stringThat(accepts: (value: string) => boolean, message: string): Rule {
  return (value, path, issues) => {
    if (typeof value !== 'string') issues.push(typeIssue('string', value, path))
    else if (!accepts(value)) issues.push({ code: 'other', path, message })
  }
}

/**
 * `rule`, then zod's `.min(1)`: like zod, it also runs after a type error on anything with a
 * `length` (so `''` as an array reports both problems).
 */
export function nonEmpty(rule: Rule, message: string): Rule {
  return (value, path, issues) => {
    rule(value, path, issues)
    const length = (value as { length?: unknown } | null | undefined)?.length
    if (value != null && length !== undefined && !((length as number) >= 1)) {
      issues.push({ code: 'other', path, message })
    }
  }
}

export function optional(rule: Rule): Rule {
  return (value, path, issues) => {
    if (value !== undefined) rule(value, path, issues)
  }
}

export function oneOf(values: readonly unknown[], { error }: { error: string }): Rule {
  return (value, path, issues) => {
    if (!values.includes(value)) issues.push({ code: 'other', path, message: error })
  }
}

export function array(element: Rule, { error }: RuleOptions = {}): Rule {
  return (value, path, issues) => {
    if (!Array.isArray(value)) return void issues.push(typeIssue('array', value, path, error))
    // An index loop, not forEach: zod checks the holes of a sparse array too.
    for (let index = 0; index < value.length; index++)
      element(value[index], [...path, index], issues)
  }
}

/** zod's `looseObject`: the listed keys are checked in order, other keys are kept as they are. */
export function looseObject(shape: Record<string, Rule>, { error }: RuleOptions = {}): Rule {
  return (value, path, issues) => {
    if (!isObject(value)) return void issues.push(typeIssue('object', value, path, error))
    for (const [key, rule] of Object.entries(shape)) rule(value[key], [...path, key], issues)
  }
}

/** zod's `record(z.string(), valueRule)`: own enumerable keys; a symbol key is invalid. */
export function record(valueRule: Rule): Rule {
  return (value, path, issues) => {
    if (!isPlainObject(value)) return void issues.push(typeIssue('record', value, path))
    for (const key of Reflect.ownKeys(value)) {
      if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(value, key)) continue
      if (typeof key === 'symbol') {
        issues.push({ code: 'other', path: [...path, key], message: 'Invalid key in record' })
      } else valueRule(value[key], [...path, key], issues)
    }
  }
}
