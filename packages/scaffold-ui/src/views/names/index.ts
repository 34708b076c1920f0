export { RegisterAccountNameSuccessView } from './register-account-name-success-view.tsx'
export { RegisterAccountNameView } from './register-account-name-view.tsx'
