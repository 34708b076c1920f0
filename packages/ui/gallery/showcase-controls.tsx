import { useState } from 'react'
import {
  AddressInput,
  AmountInput,
  ArrowDownIcon,
  ArrowUpIcon,
  Button,
  ChevronDownIcon,
  Chip,
  CloseIcon,
  CopyIcon,
  ExternalIcon,
  IconButton,
  OtpInput,
  SearchIcon,
  SwapIcon,
  TextInput,
  TokenImage,
} from '../src/index.ts'
import { tokenImages } from './assets.ts'
import { Card } from './card.tsx'

const tokenChip = (
  <Chip size="md" leading={<TokenImage src={tokenImages.eth} size={20} />} onClick={() => {}}>
    ETH <ChevronDownIcon size={14} />
  </Chip>
)

/** Buttons in every variant, size and state. */
export function ButtonsCard() {
  return (
    <Card title="Buttons">
      <div className="gallery-row">
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Disconnect</Button>
      </div>
      <div className="gallery-row">
        <Button size="sm">Small</Button>
        <Button size="md" leadingIcon={<ArrowUpIcon size={18} />}>
          Send
        </Button>
        <Button size="lg" trailingIcon={<SwapIcon size={18} />} variant="secondary">
          Swap
        </Button>
      </div>
      <div className="gallery-row">
        <Button loading>Signing</Button>
        <Button disabled>Disabled</Button>
        <Button variant="secondary" loading size="sm">
          Loading
        </Button>
      </div>
      <Button fullWidth size="lg">
        A full-width button with a label far too long to fit on one line
      </Button>
      <div className="gallery-row">
        <IconButton label="Close" icon={<CloseIcon />} />
        <IconButton label="Copy address" icon={<CopyIcon />} variant="secondary" />
        <IconButton label="Search" icon={<SearchIcon />} variant="secondary" size="sm" />
        <IconButton label="Receive" icon={<ArrowDownIcon />} variant="secondary" />
        <IconButton label="Open explorer" icon={<ExternalIcon />} disabled />
      </div>
    </Card>
  )
}

/** Text, search and address fields in their states. */
export function InputsCard() {
  const [address, setAddress] = useState('')
  return (
    <Card title="Inputs">
      <TextInput
        label="Search"
        hideLabel
        placeholder="Search wallet"
        leadingIcon={<SearchIcon size={18} />}
      />
      <TextInput label="Email" defaultValue="not-an-email" error="Enter a valid email address" />
      <AddressInput
        label="To"
        placeholder="Address or name"
        value={address}
        onValueChange={setAddress}
        pasteLabel="Paste"
      />
      <AddressInput
        label="To (valid)"
        value="0x52908400098527886E0F7030069857D2E4169EE7"
        onValueChange={() => {}}
        validity="valid"
      />
      <AddressInput
        label="To (invalid)"
        value="0x5290840009852788"
        onValueChange={() => {}}
        validity="invalid"
        error="Invalid address"
      />
    </Card>
  )
}

/** Amounts: zero, huge, with Max and an error. */
export function AmountCard() {
  const [amount, setAmount] = useState('0')
  const [huge, setHuge] = useState('123456789012345678.123456789012345678')
  return (
    <Card title="Amount">
      <AmountInput
        label="Amount"
        hideLabel
        value={amount}
        onValueChange={setAmount}
        trailing={tokenChip}
        description="$0.00"
        balance="Balance 1.2345 ETH"
        maxValue="1.2345"
        maxLabel="Max"
      />
      <AmountInput
        label="Huge amount"
        hideLabel
        value={huge}
        onValueChange={setHuge}
        trailing={tokenChip}
        description="$412,345,678,901,234,567,890.12"
        balance="Balance 0 ETH"
        maxValue="0"
        maxLabel="Max"
        error="Insufficient balance"
      />
    </Card>
  )
}

/** One-time code, empty, part-filled and rejected. */
export function OtpCard() {
  const [code, setCode] = useState('394')
  const digitLabel = (position: number, length: number) => `Digit ${position} of ${length}`
  return (
    <Card title="One-time code">
      <OtpInput
        label="Enter the code we emailed you"
        digitLabel={digitLabel}
        value={code}
        onValueChange={setCode}
      />
      <OtpInput
        label="Rejected code"
        hideLabel
        digitLabel={digitLabel}
        value="123456"
        onValueChange={() => {}}
        error="Invalid code. Try again."
      />
    </Card>
  )
}
