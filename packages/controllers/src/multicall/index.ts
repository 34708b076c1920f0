export {
  InvalidRpcUrlError,
  type JsonRpcRequestParameters,
  jsonRpcRequest,
} from './json-rpc-request.ts'
export {
  type MulticallCall,
  type MulticallParameters,
  type MulticallResult,
  type MulticallReturnType,
  multicall,
} from './multicall.ts'
