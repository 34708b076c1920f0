import { docMarkdown, type MissingDocs, page, propertyRow, table } from './markdown.ts'
import type { ReferenceProgram } from './program.ts'

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()

/** `reference/elements.md`: the custom elements, their attributes and the React components. */
export function renderElementsPage(program: ReferenceProgram, missing: MissingDocs): string {
  const elements = program.propertiesOfType(
    program.checker.getTypeOfSymbol(
      program.exported('@openappkit/appkit/elements', 'APP_KIT_ELEMENTS'),
    ),
  )
  const tags = elements.filter((element) => element.name.startsWith('appkit-'))
  for (const element of tags) missing.require('custom element', element)
  const aliases = elements.filter((element) => !element.name.startsWith('appkit-'))
  const attributes = program.propertiesOf(
    program.exported('@openappkit/appkit/elements', 'ElementAttributes'),
  )
  for (const attribute of attributes) missing.require('element attribute', attribute)
  const register = program.describe(
    program.exported('@openappkit/appkit/elements', 'registerAppKitElements'),
  )
  missing.require('registerAppKitElements', register)
  const components = [
    'AppKitButton',
    'AppKitConnectButton',
    'AppKitAccountButton',
    'AppKitNetworkButton',
  ]
  const componentProps = program.propertiesOf(
    program.exported('@openappkit/appkit/react', 'AppKitButtonProps'),
  )
  return page('Custom elements', [
    '`<appkit-button>` and its siblings work on any page, with or without React on the host (they render with React, a peer dependency, into their own shadow root). `createAppKit` defines them in the browser; each element follows the instance `createAppKit` made last unless its `appKit` property names another.',
    '## Elements',
    table(
      ['element', 'what it shows'],
      tags.map((element) => [`\`<${element.name}>\``, docMarkdown(element.doc)]),
    ),
    `The incumbent's names are defined too, as aliases: ${aliases.map((alias) => `\`<${alias.name}>\``).join(', ')}.`,
    '## Attributes',
    table(
      ['attribute', 'type', 'what it does'],
      attributes.map((attribute) => {
        const [, type, doc] = propertyRow(attribute)
        return [`\`${kebab(attribute.name)}\``, type ?? '', doc ?? '']
      }),
    ),
    "`loadinglabel` (one word) is read as `loading-label`, as some of the incumbent's examples write it. The property `appKit` (not an attribute) takes an instance: `document.querySelector('appkit-button').appKit = appKit`.",
    '## registerAppKitElements',
    "```ts\nimport { registerAppKitElements } from '@openappkit/appkit/elements'\n\nregisterAppKitElements()\n```",
    docMarkdown(register.doc),
    '## React components',
    `\`${components.join('`, `')}\` from \`@openappkit/appkit/react\` render the same elements with typed props:`,
    table(
      ['prop', 'type', 'what it does'],
      componentProps.map((prop) => propertyRow(prop)),
    ),
    'In JSX the elements themselves typecheck too (`<appkit-button label="Connect" />`): importing `@openappkit/appkit/react` declares them.',
  ])
}
