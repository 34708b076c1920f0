import { createAppKit } from '@openappkit/appkit'
import { base } from '@openappkit/appkit/networks'
import { ApiSIWX } from '@openappkit/siwx'

const api = 'https://api.dapp.example' // your apps/api

// Nonces, verification and sessions in the api: your server asks it who a token belongs to
// (`GET /v1/sessions/{id}` with the token as a Bearer), sign-out revokes it there.
export const appKit = createAppKit({
  networks: [base],
  api,
  siwx: new ApiSIWX({ apiUrl: api, required: true, statement: 'Sign in to My dapp' }),
})
