import {
  CONNECTOR_TYPE_ORDER,
  DEFAULT_FEATURES,
  WALLET_FEATURE_ORDER,
} from '@openappkit/common/constants'
import { findIgnoredOptions } from '../../../packages/appkit/src/options/find-ignored-options.ts'
import {
  anchorOf,
  docMarkdown,
  type MissingDocs,
  page,
  propertyRow,
  table,
  typeCode,
} from './markdown.ts'
import type { Documented, ReferenceProgram } from './program.ts'

/** Options that are ours, not the incumbent's (its doc comment names them too). */
export const OWN_OPTIONS = new Set(['api', 'relayUrl', 'embeddedWalletUrl', 'locale'])

/** The names `createAppKit` accepts but does not act on (it warns about them once). */
export function ignoredOptionNames(options: readonly Documented[]): Set<string> {
  const given = Object.fromEntries(options.map((option) => [option.name, true]))
  return new Set(findIgnoredOptions(given as never))
}

export function createAppKitOptions(program: ReferenceProgram): Documented[] {
  return program.propertiesOf(program.exported('@openappkit/appkit', 'CreateAppKitOptions'))
}

function optionSection(option: Documented, updatable: boolean): string {
  const badges = [
    option.optional ? '' : '<Badge type="warning" text="required" />',
    updatable ? '<Badge type="tip" text="updateOptions" />' : '',
    OWN_OPTIONS.has(option.name) ? '<Badge type="info" text="OpenAppKit only" />' : '',
  ].filter(Boolean)
  const defaultValue = option.tags.default ? `\n\nDefault: ${option.tags.default}.` : ''
  return [
    `### ${option.name} {#${anchorOf(option.name)}}`,
    '',
    ...(badges.length ? [badges.join(' '), ''] : []),
    `Type: ${typeCode(option.type)}`,
    '',
    docMarkdown(option.doc) + defaultValue,
  ].join('\n')
}

/** `reference/create-app-kit.md`: every option, the feature switches, the ignored ones. */
export function renderOptionsPage(program: ReferenceProgram, missing: MissingDocs): string {
  const options = createAppKitOptions(program)
  const ignored = ignoredOptionNames(options)
  const updatable = new Set(
    program
      .propertiesOf(program.exported('@openappkit/appkit', 'UpdatableOptions'))
      .map((item) => item.name),
  )
  // The incumbent's options that are applied come last: they are spelled out after ours.
  const incumbent = (option: Documented) =>
    option.name === 'chainImages' || option.name === 'connectorImages'
  const acted = [
    ...options.filter((option) => !ignored.has(option.name) && !incumbent(option)),
    ...options.filter(incumbent),
  ]
  for (const option of acted) missing.require('createAppKit option', option)
  const create = program.describe(program.exported('@openappkit/appkit', 'createAppKit'))
  missing.require('createAppKit', create)

  const optionsSymbol = program.exported('@openappkit/appkit', 'CreateAppKitOptions')
  const allFeatures = program.propertiesOfProperty(optionsSymbol, 'features')
  // The incumbent's remote-feature keys are declared beside the options; the switches in controllers.
  const isIncumbent = (feature: Documented) => feature.source.startsWith('packages/appkit/')
  const featureFlags = allFeatures.filter((feature) => !isIncumbent(feature))
  const incumbentFeatures = allFeatures.filter(isIncumbent)
  const defaults: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(DEFAULT_FEATURES).map(([key, value]) => [key, `${value}`]),
    ),
    walletFeaturesOrder: WALLET_FEATURE_ORDER.map((item) => `'${item}'`).join(', '),
    connectorTypeOrder: CONNECTOR_TYPE_ORDER.map((item) => `'${item}'`).join(', '),
  }
  for (const flag of featureFlags) missing.require('features', flag)
  const remoteFeatures = program.propertiesOfProperty(optionsSymbol, 'remoteFeatures')
  for (const feature of remoteFeatures) missing.require('remoteFeatures', feature)
  const metadata = program.propertiesOfProperty(optionsSymbol, 'metadata')

  return page(
    'createAppKit options',
    [
      docMarkdown(create.doc),
      `\`\`\`ts\nimport { createAppKit } from '@openappkit/appkit' // or '@openappkit/appkit/react'\n\nfunction ${program.signatureOf(program.exported('@openappkit/appkit', 'createAppKit')).replace(/(\w+): ([^,)]+) = \{\}/, '$1?: $2')}\n\`\`\``,
      'The second argument, `services`, replaces storage, fetch, clock, logger or window (tests, custom hosts). Invalid options throw one `InvalidOptionError` naming the option. Options marked **updateOptions** can be changed later with [`appKit.updateOptions`](./instance#updateoptions).',
      '## Options',
      acted.map((option) => optionSection(option, updatable.has(option.name))).join('\n\n'),
      '## features {#features-keys}',
      'What `features` takes. Unset switches keep their default.',
      table(
        ['key', 'type', 'default', 'what it does'],
        featureFlags.map((flag) => {
          const [name, type, doc] = propertyRow(flag)
          return [name ?? '', type ?? '', `\`${defaults[flag.name] ?? ''}\``, doc ?? '']
        }),
      ),
      "The incumbent's remote features are read from `features` too when `remoteFeatures` does not set them:",
      table(
        ['key', 'type', 'what it does'],
        incumbentFeatures.map((feature) => propertyRow(feature)),
      ),
      '## remoteFeatures {#remote-features-keys}',
      'Features served by the api (`api`): all on by default when an api is configured, off without one.',
      table(
        ['key', 'type', 'what it does'],
        remoteFeatures.map((feature) => propertyRow(feature)),
      ),
      '## metadata {#metadata-keys}',
      table(
        ['key', 'type', 'what it is'],
        metadata.map((field) => propertyRow(field)),
      ),
      '## Accepted and ignored {#ignored}',
      'Options of the incumbent that typecheck here but that OpenAppKit does not implement. `createAppKit` names the ones given in one console warning (`createAppKit ignores options OpenAppKit does not implement: …`) and otherwise ignores them. The [migration guide](../guide/migration) has the whole table.',
      [...ignored].map((name) => `- \`${name}\``).join('\n'),
    ],
    'outline: [2, 3]',
  )
}
