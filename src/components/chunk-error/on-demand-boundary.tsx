import { Component, type ReactNode, Suspense } from 'react';
import { chunkLoadFailure } from './chunk-load-error';
import { retryFailedLazyPages } from './lazy-page';

interface OnDemandBoundaryProps {
  /** Whether the visitor wants it shown now; a failed download is tried again on the next open. */
  open: boolean;
  children: ReactNode;
}

interface OnDemandBoundaryState {
  error: unknown;
}

/**
 * Around a popup whose code loads when it first opens (a menu, a drawer, a notice; components/on-demand.ts). If its
 * chunk fails to download, nothing shows instead of the page's error state, and the next open downloads it again.
 * Any other error goes on to the boundary above.
 */
export class OnDemandBoundary extends Component<OnDemandBoundaryProps, OnDemandBoundaryState> {
  override state: OnDemandBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): OnDemandBoundaryState {
    return { error };
  }

  override componentDidUpdate(previous: OnDemandBoundaryProps): void {
    if (this.state.error && this.props.open && !previous.open) {
      retryFailedLazyPages();
      this.setState({ error: null });
    }
  }

  override render() {
    const { error } = this.state;
    if (error && !chunkLoadFailure(error)) throw error;
    if (error) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
