// The controllers' test kit also exports the adapter contract suite, which imports vitest. The
// playground only needs the memory wallet and adapter, so the suite's imports resolve here
// instead of pulling the test runner into a browser bundle.
const unavailable = () => {
  throw new Error('The adapter contract suite does not run in the playground')
}
export const beforeEach = unavailable
export const describe = unavailable
export const expect = unavailable
export const it = unavailable
