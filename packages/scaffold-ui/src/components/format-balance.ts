// One formatter for balances everywhere (the modal's rows, the account button): common's.
export { formatBalance } from '@openappkit/common/format'
