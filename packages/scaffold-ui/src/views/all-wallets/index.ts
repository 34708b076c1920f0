export { AllWalletsView } from './all-wallets-view.tsx'
