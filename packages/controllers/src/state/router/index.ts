export { type PopViewReturnType, popView } from './pop-view.ts'
export { type PushViewParameters, pushView } from './push-view.ts'
export { type ReplaceViewParameters, replaceView } from './replace-view.ts'
export { type ResetRouterParameters, resetRouter } from './reset-router.ts'
export { type ReturnToViewParameters, returnToView } from './return-to-view.ts'
export {
  EXTRA_ROUTER_VIEWS,
  ROUTER_VIEWS,
  type RouterData,
  type RouterState,
  type RouterView,
  SIGN_IN_GUARDED_VIEWS,
  SPEC_ROUTER_VIEWS,
  type SwitchActiveChainData,
} from './types.ts'
