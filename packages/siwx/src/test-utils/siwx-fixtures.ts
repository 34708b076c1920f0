import { ed25519 } from '@noble/curves/ed25519.js'
import { hexToBytes } from '@noble/hashes/utils.js'
import type { CaipNetworkId } from '@openappkit/common/caip'
import { encodeBase58 } from '@openappkit/common/encoding'
import type { SIWXMessageData, SIWXSession } from '@openappkit/controllers'
import { privateKeyToAccount } from 'viem/accounts'
import { serializeSiwxMessage } from '../message/serialize-siwx-message.ts'
import { createBip122Signer } from './bip122-signer.ts'

/** The domain and URI every fixture message is for. */
export const FIXTURE_DOMAIN = 'dapp.example'
export const FIXTURE_URI = 'https://dapp.example/'
export const SOLANA_DEVNET: CaipNetworkId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
export const BITCOIN_REGTEST: CaipNetworkId = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

const evmKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const solanaSeed = hexToBytes('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60')
const bitcoinKey = hexToBytes('0c28fca386c7a227600b2fe50b7cae11ec86d3bf1fbe471be89827e19d72aa1d')

/** A signer per namespace, with the address it signs for. */
export type FixtureSigner = {
  chainId: CaipNetworkId
  address: string
  sign(message: string): Promise<string>
}

/** One signer per namespace: an EVM EOA, a Solana key, a Bitcoin regtest P2WPKH key. */
export function fixtureSigners(): FixtureSigner[] {
  const evm = privateKeyToAccount(evmKey)
  const bitcoin = createBip122Signer(bitcoinKey, 'regtest')
  return [
    { chainId: 'eip155:1', address: evm.address, sign: (message) => evm.signMessage({ message }) },
    {
      chainId: SOLANA_DEVNET,
      address: encodeBase58(ed25519.getPublicKey(solanaSeed)),
      sign: async (message) =>
        encodeBase58(ed25519.sign(new TextEncoder().encode(message), solanaSeed)),
    },
    {
      chainId: BITCOIN_REGTEST,
      address: bitcoin.addresses.p2wpkh,
      sign: async (message) => bitcoin.signBip322Simple('p2wpkh', message),
    },
  ]
}

/** Message fields for the signer, issued now, valid for an hour. */
export function fixtureData(
  signer: FixtureSigner,
  now = Date.now(),
  overrides: Partial<SIWXMessageData> = {},
): SIWXMessageData {
  return {
    domain: FIXTURE_DOMAIN,
    accountAddress: signer.address,
    chainId: signer.chainId,
    uri: FIXTURE_URI,
    version: '1',
    nonce: 'Fixture0Nonce1',
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 3_600_000).toISOString(),
    ...overrides,
  }
}

/** A correctly signed session of the signer. */
export async function fixtureSession(
  signer: FixtureSigner,
  data = fixtureData(signer),
): Promise<SIWXSession> {
  const message = serializeSiwxMessage(data)
  return { data, message, signature: await signer.sign(message) }
}
