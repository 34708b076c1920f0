import type { z } from 'zod'
import {
  errorResponse,
  invalidParams,
  JsonRpcErrorCode,
  JsonRpcErrorMessage,
  type JsonRpcResponse,
  jsonRpcRequestSchema,
  salvageId,
  stringifyJson,
  toErrorObject,
} from './json-rpc.ts'

/** A method as the dispatcher sees it: raw params in, result out (or a thrown JsonRpcError). */
export type RpcMethod = (rawParams: unknown) => unknown

/** The methods one endpoint serves, by name. */
export type RpcMethods = Readonly<Record<string, RpcMethod>>

/** Binds a params schema to a handler; params that fail the schema answer -32602. */
export function defineRpcMethod<TParams>(
  schema: z.ZodType<TParams>,
  handler: (params: TParams) => unknown,
): RpcMethod {
  return (rawParams) => {
    const parsed = schema.safeParse(rawParams ?? [])
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = issue && issue.path.length > 0 ? `params.${issue.path.join('.')}: ` : ''
      throw invalidParams(`${where}${issue?.message ?? 'invalid'}`)
    }
    return handler(parsed.data)
  }
}

async function handleRequest(
  payload: unknown,
  methods: RpcMethods,
): Promise<JsonRpcResponse | undefined> {
  const request = jsonRpcRequestSchema.safeParse(payload)
  if (!request.success) {
    return errorResponse(salvageId(payload), {
      code: JsonRpcErrorCode.invalidRequest,
      message: JsonRpcErrorMessage.invalidRequest,
    })
  }
  const { id, method, params } = request.data
  const responseId = id ?? null
  let response: JsonRpcResponse
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
  if (!handler) {
    response = errorResponse(responseId, {
      code: JsonRpcErrorCode.methodNotFound,
      message: JsonRpcErrorMessage.methodNotFound,
    })
  } else {
    try {
      const result = await handler(params)
      response = { jsonrpc: '2.0', id: responseId, result: result ?? null }
    } catch (error) {
      response = errorResponse(responseId, toErrorObject(error))
    }
  }
  // A request without an id is a notification: it runs, but gets no answer.
  return id === undefined ? undefined : response
}

/**
 * Answers one HTTP body or websocket message: a request or a batch. Returns the response text,
 * or undefined when nothing is owed (notifications only). Never throws.
 */
export async function handleJsonRpcText(
  text: string,
  methods: RpcMethods,
): Promise<string | undefined> {
  let payload: unknown
  try {
    payload = JSON.parse(text)
  } catch {
    return stringifyJson(
      errorResponse(null, {
        code: JsonRpcErrorCode.parseError,
        message: JsonRpcErrorMessage.parseError,
      }),
    )
  }
  if (Array.isArray(payload)) {
    if (payload.length === 0) {
      return stringifyJson(
        errorResponse(null, {
          code: JsonRpcErrorCode.invalidRequest,
          message: JsonRpcErrorMessage.invalidRequest,
        }),
      )
    }
    const responses: JsonRpcResponse[] = []
    // In order, so a batch that sends then reads sees its own transaction.
    for (const item of payload) {
      const response = await handleRequest(item, methods)
      if (response) responses.push(response)
    }
    return responses.length > 0 ? stringifyJson(responses) : undefined
  }
  const response = await handleRequest(payload, methods)
  return response ? stringifyJson(response) : undefined
}
