import { AppKitAccountInfo } from '../components/AppKitAccountInfo'
import { ClientMounted } from '../components/ClientMounted'
import { WagmiAccountInfo } from '../components/WagmiAccountInfo'

export default function Home() {
  return (
    <main>
      <h1>Compat: Next.js App Router with wagmi</h1>
      <appkit-button />
      <WagmiAccountInfo />
      <AppKitAccountInfo />
      <ClientMounted />
    </main>
  )
}
