import type { SIWXMessageData } from '@openappkit/controllers'
import {
  normalizeSiwxAddress,
  serializeSiwxMessage,
  splitSiwxChainId,
} from '../message/serialize-siwx-message.ts'
import { SIWXMessenger, type SIWXMessengerOptions } from './siwx-messenger.ts'

/** Options of {@link InformalMessenger}. */
export type InformalMessengerOptions = SIWXMessengerOptions & {
  /** Accepted for compatibility: the Chain ID line always carries the CAIP-2 reference. */
  clearChainIdNamespace?: boolean | undefined
}

/** Writes CAIP-122 messages: EIP-4361 text on EVM, the same grammar on Solana and Bitcoin. */
export class InformalMessenger extends SIWXMessenger {
  readonly version = '1'

  constructor(options: InformalMessengerOptions) {
    super(options)
  }

  stringify(data: SIWXMessageData): string {
    return serializeSiwxMessage(data)
  }

  override async createMessage(...[input]: Parameters<SIWXMessenger['createMessage']>) {
    // The session keeps the address as the text shows it (EIP-55 on EVM).
    const { namespace } = splitSiwxChainId(input.chainId)
    return super.createMessage({
      ...input,
      accountAddress: normalizeSiwxAddress(namespace, input.accountAddress),
    })
  }
}
