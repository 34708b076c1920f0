import { AppKitError } from '@openappkit/common/errors'
import { getGasPrice } from '../../api/actions/get-gas-price.ts'
import { getSwapTokens } from '../../api/actions/get-swap-tokens.ts'
import type { AppKitCore } from '../../core/types.ts'
import {
  EVM_NATIVE_TOKEN_ADDRESS,
  isNativeTokenAddress,
} from '../../platform/utils/token-address.ts'
import { applySwapPresets } from './apply-swap-presets.ts'
import { fetchTokenPriceInUSD } from './fetch-token-price-in-usd.ts'
import { isSwapNetworkSupported } from './is-swap-network-supported.ts'
import { getSwapContext } from './swap-context.ts'
import { createSwapState } from './swap-state.ts'

/**
 * Prepares swaps on the active network: refuses it with `Network not supported for Swaps`
 * unless {@link isSwapNetworkSupported}; loads the token list, the gas price (which throws
 * `Network not supported for Gas Price` where the API has none) and the native token's price.
 * The native token becomes the source token.
 */
export async function loadSwapNetwork(core: AppKitCore): Promise<void> {
  const { caipNetwork } = getSwapContext(core)
  const state = core.state.swap
  state.initializing = true
  try {
    if (!(await isSwapNetworkSupported(core, caipNetwork))) {
      throw new AppKitError('NETWORK_NOT_SUPPORTED_FOR_SWAPS')
    }
    const { caipNetworkId, nativeCurrency } = caipNetwork
    if (state.caipNetworkId !== caipNetworkId) {
      Object.assign(state, createSwapState(), {
        slippage: state.slippage,
        presets: state.presets,
        initializing: true,
      })
    }
    const nativeAddress = `${caipNetworkId}:${EVM_NATIVE_TOKEN_ADDRESS}`
    const [{ tokens }, gas, networkPrice] = await Promise.all([
      getSwapTokens(core.api, { caipNetworkId }),
      getGasPrice(core.api, { caipNetworkId }),
      fetchTokenPriceInUSD(core, nativeAddress),
    ])
    state.caipNetworkId = caipNetworkId
    state.tokens = tokens
    state.gasPrice = gas.standard
    state.networkPriceInUSD = networkPrice
    state.networkTokenSymbol = nativeCurrency.symbol
    applySwapPresets(core)
    state.sourceToken ??= tokens.find((token) => isNativeTokenAddress(token.address))
    if (state.sourceToken && isNativeTokenAddress(state.sourceToken.address)) {
      state.sourceTokenPriceInUSD = networkPrice
    }
    state.initialized = true
  } finally {
    state.initializing = false
  }
}
