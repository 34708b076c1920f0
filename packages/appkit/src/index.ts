// The integrator entry. Importing it touches no browser global; the modal loads on first open.
// React bindings live in `@openappkit/appkit/react`, custom elements in `…/elements`.

// The network definition type under the incumbent's names, next to the instance's types.
export type { CaipNetwork as AppKitNetwork, CaipNetwork } from '@openappkit/common/networks'
export * from './instance/index.ts'
export * from './options/index.ts'
