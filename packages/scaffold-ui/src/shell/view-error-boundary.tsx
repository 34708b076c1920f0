import { Button } from '@openappkit/ui'
import { Component, type ReactNode } from 'react'
import { StatusBlock } from '../components/status-block.tsx'

export type ViewErrorBoundaryProps = {
  title: string
  description: string
  retryLabel: string
  /** Asks the parent to render again (with a new key), e.g. after forgetting a failed fetch. */
  onRetry: () => void
  children: ReactNode
}

type State = { failed: boolean }

/** Catches a view that failed to load or render and offers to try again. */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  private readonly retry = () => {
    this.props.onRetry()
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <StatusBlock
        tone="error"
        title={this.props.title}
        description={this.props.description}
        actions={
          <Button variant="secondary" onClick={this.retry}>
            {this.props.retryLabel}
          </Button>
        }
      />
    )
  }
}
