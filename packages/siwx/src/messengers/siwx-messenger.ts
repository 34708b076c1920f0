import type { SIWXMessage, SIWXMessageData, SIWXMessageInput } from '@openappkit/controllers'

/** Options every messenger takes: who asks, and where the nonce comes from. */
export type SIWXMessengerOptions = {
  /** The host (and port) asking for the sign-in, as the wallet shows it. */
  domain: string
  /** The page or resource the sign-in is for. */
  uri: string
  /** A fresh nonce per message; a server that checks sessions must issue it. */
  getNonce: (input: SIWXMessageInput) => Promise<string>
  statement?: string | undefined
  resources?: string[] | undefined
  /** Seconds until the message expires; none when absent. */
  expiration?: number | undefined
  /** Clock of the messages' times, in milliseconds. */
  now?: (() => number) | undefined
}

/** Builds the message a wallet signs. Extend it for another text format. */
export abstract class SIWXMessenger {
  abstract readonly version: string
  readonly domain: string
  readonly uri: string
  readonly #options: SIWXMessengerOptions

  constructor(options: SIWXMessengerOptions) {
    this.domain = options.domain
    this.uri = options.uri
    this.#options = options
  }

  /** The text of `data` as the wallet shows it. */
  abstract stringify(data: SIWXMessageData): string

  /** A message for the account on the network, with a fresh nonce and the current time. */
  async createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
    const { statement, resources, expiration, now = Date.now } = this.#options
    const issued = now()
    const data: SIWXMessageData = {
      accountAddress: input.accountAddress,
      chainId: input.chainId,
      domain: this.domain,
      uri: this.uri,
      version: this.version,
      nonce: await this.#options.getNonce(input),
      issuedAt: new Date(issued).toISOString(),
    }
    if (statement !== undefined) data.statement = statement
    if (expiration !== undefined)
      data.expirationTime = new Date(issued + expiration * 1_000).toISOString()
    if (resources !== undefined) data.resources = resources
    return { ...data, serializedMessage: this.stringify(data) }
  }
}
