export {
  InvalidRpcUrlError,
  type JsonRpcRequestParameters,
  jsonRpcRequest,
} from './json-rpc-request.ts'
export {
  type MulticallCall,
  type MulticallCallResult,
  type MulticallParameters,
  type MulticallReturnType,
  multicall,
} from './multicall.ts'
