import { ERC20_TRANSFER, ERC20_TRANSFER_JSON_ABI, encodeFunctionData } from '@openappkit/common/abi'
import { describe, expect, it, vi } from 'vitest'
import type { TokenBalance } from '../../api/schemas/token-balance.ts'
import {
  createCoreWithWallets,
  EVM_ADDRESS,
  EVM_ADDRESS_2,
  SOLANA_ADDRESS,
} from '../../test-utils/connected-core.ts'
import { bitcoin, mainnet, solana } from '../../test-utils/networks.ts'
import { sendTransfer } from './send-transfer.ts'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

function token(patch: Partial<TokenBalance> = {}): TokenBalance {
  return {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    price: 0,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: '',
    ...patch,
  }
}

async function connected() {
  const context = createCoreWithWallets()
  context.evmWallet.authorized = true
  context.solanaWallet.authorized = true
  return context
}

describe('sendTransfer', () => {
  it('sends EVM native as { to, value, data: 0x }', async () => {
    const { core, evmWallet } = await connected()
    const { hash } = await sendTransfer(core, {
      token: token(),
      amount: 0.5,
      receiverAddress: EVM_ADDRESS_2,
      from: EVM_ADDRESS,
      caipNetwork: mainnet,
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(evmWallet.sent).toEqual([
      {
        address: EVM_ADDRESS,
        to: EVM_ADDRESS_2,
        value: 500_000_000_000_000_000n,
        data: '0x',
        caipNetwork: mainnet,
      },
    ])
  })

  it('treats the 0xeeee… placeholder as native and accepts tiny amounts', async () => {
    const { core, evmWallet } = await connected()
    await sendTransfer(core, {
      token: token({ address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' }),
      amount: 1e-7,
      receiverAddress: EVM_ADDRESS_2,
      from: EVM_ADDRESS,
      caipNetwork: mainnet,
    })
    expect(evmWallet.sent[0]).toMatchObject({ to: EVM_ADDRESS_2, value: 100_000_000_000n })
  })

  it('sends an ERC-20 as transfer(receiver, amount) through writeContract', async () => {
    const { core, evmAdapter } = await connected()
    const writeContract = vi.fn(async () => ({ hash: `0x${'1'.repeat(64)}` }))
    evmAdapter.writeContract = writeContract
    await sendTransfer(core, {
      token: token({
        symbol: 'USDC',
        address: `eip155:1:${USDC}`,
        quantity: { decimals: '6', numeric: '9' },
      }),
      amount: '1.25',
      receiverAddress: EVM_ADDRESS_2,
      from: EVM_ADDRESS,
      caipNetwork: mainnet,
    })
    expect(writeContract).toHaveBeenCalledWith({
      address: EVM_ADDRESS,
      tokenAddress: USDC,
      abi: ERC20_TRANSFER_JSON_ABI,
      method: 'transfer',
      args: [EVM_ADDRESS_2, 1_250_000n],
      caipNetwork: mainnet,
    })
  })

  it('falls back to transfer calldata sent to the token without writeContract', async () => {
    const { core, evmWallet } = await connected()
    await sendTransfer(core, {
      token: token({ address: USDC, quantity: { decimals: '6', numeric: '9' } }),
      amount: 2,
      receiverAddress: EVM_ADDRESS_2,
      from: EVM_ADDRESS,
      caipNetwork: mainnet,
    })
    expect(evmWallet.sent[0]).toEqual({
      address: EVM_ADDRESS,
      to: USDC,
      value: 0n,
      data: encodeFunctionData(ERC20_TRANSFER, [EVM_ADDRESS_2, 2_000_000n]),
      caipNetwork: mainnet,
    })
  })

  it('sends SOL and SPL tokens through the Solana adapter', async () => {
    const { core, solanaWallet } = await connected()
    const base = { receiverAddress: 'Receiver1', from: SOLANA_ADDRESS, caipNetwork: solana }
    await sendTransfer(core, {
      ...base,
      token: token({ symbol: 'SOL', quantity: { decimals: '9', numeric: '1' } }),
      amount: 1.5,
    })
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
    await sendTransfer(core, {
      ...base,
      token: token({
        symbol: 'USDC',
        address: `${solana.caipNetworkId}:${mint}`,
        quantity: { decimals: '6', numeric: '1' },
      }),
      amount: 3,
    })
    expect(solanaWallet.sent).toEqual([
      {
        address: SOLANA_ADDRESS,
        to: 'Receiver1',
        value: 1_500_000_000n,
        tokenAddress: undefined,
        caipNetwork: solana,
      },
      {
        address: SOLANA_ADDRESS,
        to: 'Receiver1',
        value: 3_000_000n,
        tokenAddress: mint,
        caipNetwork: solana,
      },
    ])
  })

  it('refuses any other namespace with Unsupported chain', async () => {
    const { core } = await connected()
    await expect(
      sendTransfer(core, {
        token: token(),
        amount: 1,
        receiverAddress: 'bc1q',
        from: 'bc1p',
        caipNetwork: bitcoin,
      }),
    ).rejects.toThrow('Unsupported chain')
  })
})
