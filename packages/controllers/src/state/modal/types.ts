import type { ChainNamespace } from '@openappkit/common/caip'

/** The modal's own state. */
export type ModalState = {
  open: boolean
  loading: boolean
  /** The namespace the modal was opened for, if any. */
  namespace: ChainNamespace | undefined
}
