export default function Page() {
  return (
    <main>
      <appkit-button />
    </main>
  )
}
