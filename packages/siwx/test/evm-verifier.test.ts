import { getArtifact } from '@openappkit/devnet'
import {
  concat,
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { verifyEvmSignature } from '../src/verifiers/eip155/verify-evm-signature.ts'

// Arachnid's deterministic deployment proxy, present on every anvil node: the factory of the
// counterfactual accounts below (calldata = salt ‖ init code).
const CREATE2_DEPLOYER = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
const message = 'localhost wants you to sign in'

function setup() {
  const manifest = inject('devnetManifest')
  const chain = manifest.evm.chains[0]
  const funded = manifest.evm.accounts[0]
  if (!chain || !funded) throw new Error('devnet manifest without an EVM chain or account')
  const wallet = createWalletClient({
    account: privateKeyToAccount(funded.privateKey),
    transport: http(chain.rpcUrl),
  })
  return { rpcUrl: chain.rpcUrl, chainId: chain.chainId, wallet }
}

function walletInitCode(owner: Hex): Hex {
  const { abi, bytecode } = getArtifact('DevnetSignatureWallet')
  return encodeDeployData({ abi, bytecode, args: [owner] })
}

describe('verifyEvmSignature', () => {
  it('recovers an EOA signature without a node and refuses another key or text', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const signature = await owner.signMessage({ message })
    expect(await verifyEvmSignature({ address: owner.address, message, signature })).toBe(true)
    expect(
      await verifyEvmSignature({ address: owner.address, message: `${message}!`, signature }),
    ).toBe(false)
    const other = privateKeyToAccount(generatePrivateKey())
    expect(await verifyEvmSignature({ address: other.address, message, signature })).toBe(false)
    expect(await verifyEvmSignature({ address: owner.address, message, signature: 'nothex' })).toBe(
      false,
    )
  })

  it('asks a deployed contract account (ERC-1271) through the node', async () => {
    const { rpcUrl, chainId, wallet } = setup()
    const owner = privateKeyToAccount(generatePrivateKey())
    const { abi, bytecode } = getArtifact('DevnetSignatureWallet')
    const hash = await wallet.deployContract({ abi, bytecode, args: [owner.address], chain: null })
    const receipt = await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt(
      { hash },
    )
    const address = receipt.contractAddress as Hex
    const signature = await owner.signMessage({ message })
    expect(await verifyEvmSignature({ address, message, signature, rpcUrl })).toBe(true)
    expect(await verifyEvmSignature({ address, message, signature })).toBe(false)
    const stranger = await privateKeyToAccount(generatePrivateKey()).signMessage({ message })
    expect(await verifyEvmSignature({ address, message, signature: stranger, rpcUrl })).toBe(false)
    expect(await verifyEvmSignature({ address, message: 'other', signature, rpcUrl })).toBe(false)
    expect(chainId).toBeGreaterThan(0)
  })

  it('verifies a counterfactual account (ERC-6492) without deploying it', async () => {
    const { rpcUrl } = setup()
    const owner = privateKeyToAccount(generatePrivateKey())
    const initCode = walletInitCode(owner.address)
    const salt = keccak256(toHex(owner.address))
    const address = getContractAddress({
      opcode: 'CREATE2',
      from: CREATE2_DEPLOYER,
      salt,
      bytecode: initCode,
    })
    const wrap = (signature: Hex) =>
      serializeErc6492Signature({
        address: CREATE2_DEPLOYER,
        data: concat([salt, initCode]),
        signature,
      })
    const signature = wrap(await owner.signMessage({ message }))
    expect(await verifyEvmSignature({ address, message, signature, rpcUrl })).toBe(true)
    const stranger = wrap(await privateKeyToAccount(generatePrivateKey()).signMessage({ message }))
    expect(await verifyEvmSignature({ address, message, signature: stranger, rpcUrl })).toBe(false)
    expect(await verifyEvmSignature({ address, message: 'tampered', signature, rpcUrl })).toBe(
      false,
    )
  })
})
