// The integrator entry. Importing it touches no browser global; the modal loads on first open.
// React bindings live in `@openappkit/appkit/react`, custom elements in `…/elements`.
export * from './instance/index.ts'
export * from './options/index.ts'
