import type { ComponentType } from 'react'
import { featureStyles } from './features.css.ts'

/**
 * `View` with the feature views' stylesheet beside it. The rules arrive with the first feature
 * chunk instead of the initial one; a `<style>` inside the shadow root applies to it alone.
 */
export function withFeatureStyles(View: ComponentType): ComponentType {
  function FeatureView() {
    return (
      <>
        <style>{featureStyles}</style>
        <View />
      </>
    )
  }
  FeatureView.displayName = `withFeatureStyles(${View.displayName ?? View.name})`
  return FeatureView
}
