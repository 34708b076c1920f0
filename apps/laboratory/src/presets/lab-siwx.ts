import { ApiSIWX } from '@openappkit/siwx'
import { type LabConfig, LabConfigError } from '../config/lab-config.ts'

/**
 * Sign-in required, sessions kept by this run's api: it issues the nonces, verifies each signed
 * message itself and revokes the session when the wallet disconnects.
 */
export function createLabSiwx(config: LabConfig): ApiSIWX {
  if (!config.apiUrl)
    throw new LabConfigError('Sign-in through the api needs an api: drop api=none')
  return new ApiSIWX({
    apiUrl: config.apiUrl,
    required: true,
    statement: 'Sign in to the OpenAppKit lab',
  })
}
