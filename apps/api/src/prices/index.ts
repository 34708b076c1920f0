export { type FungiblePrice, registerPriceRoutes } from './fungible-price-route.ts'
export { createPriceTable, NATIVE_PRICE_KEY, type PriceTable } from './price-table.ts'
