/** `INVALID_NETWORK`'s problem of a network added to another namespace (network-problems.ts). */
export const NOT_OF_NAMESPACE = '{caipNetworkId} is not a {namespace} network'
