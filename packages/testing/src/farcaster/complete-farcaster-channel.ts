import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

export type CompleteFarcasterChannelParameters = {
  /** The channel's URL, as its QR code carries it (`…/v1/embedded/farcaster/connect?…`). */
  url: string
  /** The fid's custody key. */
  custodyPrivateKey: Hex
  fid: number
  username?: string | undefined
  /** Fields to change in the message, to test the refusals. */
  overrides?: Partial<Parameters<typeof createSiweMessage>[0]> | undefined
  /** Signs with another key than the custody one, to test the refusals. */
  signerPrivateKey?: Hex | undefined
  /** How the request is sent (an in-process api's `request`); `fetch` by default. */
  fetch?: ((url: string, init: RequestInit) => Promise<Response>) | undefined
}

/**
 * What a Farcaster app does with a sign-in channel: a Sign In With Farcaster message (EIP-4361,
 * chain 10, resource `farcaster://fid/{fid}`, the channel's nonce) signed by the custody key,
 * posted to the api. Resolves with the api's status and answer.
 */
export async function completeFarcasterChannel({
  url,
  custodyPrivateKey,
  fid,
  username,
  overrides,
  signerPrivateKey,
  fetch: send = fetch,
}: CompleteFarcasterChannelParameters): Promise<{ status: number; body: unknown }> {
  const link = new URL(url)
  const custody = privateKeyToAccount(custodyPrivateKey)
  const message = createSiweMessage({
    domain: link.host,
    address: custody.address,
    uri: `${link.origin}${link.pathname}`,
    version: '1',
    chainId: 10,
    nonce: link.searchParams.get('nonce') ?? '',
    statement: 'Farcaster Connect',
    resources: [`farcaster://fid/${fid}`],
    ...overrides,
  })
  const signer = signerPrivateKey ? privateKeyToAccount(signerPrivateKey) : custody
  const response = await send(`${link.origin}/v1/embedded/farcaster/channel/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      channelToken: link.searchParams.get('channelToken'),
      message,
      signature: await signer.signMessage({ message }),
      fid,
      ...(username ? { username } : {}),
    }),
  })
  return { status: response.status, body: await response.json().catch(() => undefined) }
}
