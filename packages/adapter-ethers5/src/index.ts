export {
  type CreateEthers5AdapterParameters,
  createEthers5Adapter,
} from './create-ethers5-adapter.ts'
export { Ethers5Adapter } from './ethers5-adapter.ts'
