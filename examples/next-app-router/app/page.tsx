import { Account } from './account'

export default function Page() {
  return (
    <main>
      <h1>OpenAppKit on Next.js</h1>
      <appkit-button />
      <Account />
    </main>
  )
}
