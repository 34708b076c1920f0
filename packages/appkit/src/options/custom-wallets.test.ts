import { mainnet } from '@openappkit/common/networks'
import { describe, expect, it } from 'vitest'
import { listedCustomWallets } from './custom-wallets.ts'

describe('listedCustomWallets', () => {
  it('reads the incumbent’s snake_case entries as our listings, ours unchanged', () => {
    const listed = listedCustomWallets({
      networks: [mainnet],
      excludeWalletIds: ['hidden'],
      customWallets: [
        {
          id: 'my-wallet',
          name: 'My Wallet',
          homepage: 'https://wallet.example',
          image_url: 'https://wallet.example/icon.png',
          mobile_link: 'mywallet://',
          desktop_link: null,
          webapp_link: 'https://app.wallet.example',
          app_store: 'https://apps.apple.com/app/id1',
          play_store: null,
        },
        { id: 'ours', name: 'Ours', imageUrl: 'https://ours.example/icon.png', rdns: 'org.ours' },
        { id: 'hidden', name: 'Hidden', image_url: 'https://hidden.example/icon.png' },
      ],
    })
    expect(listed).toEqual([
      {
        id: 'my-wallet',
        name: 'My Wallet',
        imageUrl: 'https://wallet.example/icon.png',
        mobileLink: 'mywallet://',
        desktopLink: undefined,
        webappLink: 'https://app.wallet.example',
      },
      { id: 'ours', name: 'Ours', imageUrl: 'https://ours.example/icon.png', rdns: 'org.ours' },
    ])
  })
})
