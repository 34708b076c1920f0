export { AccountView } from './account-view.tsx'
export { ProfileWalletsView } from './profile-wallets-view.tsx'
