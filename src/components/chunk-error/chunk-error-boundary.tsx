import { Component, type ErrorInfo, type ReactNode } from 'react';
import { chunkLoadFailure } from './chunk-load-error';
import { ChunkErrorState, PageErrorState } from './chunk-error-state';
import { retryFailedLazyPages } from './lazy-page';

interface ChunkErrorBoundaryProps {
  children: ReactNode;
  /** When it changes (the user navigated elsewhere) a shown error is cleared. */
  resetKey?: string;
}

interface ChunkErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/**
 * Around lazy routes: a chunk that failed to load shows a retry state instead of a white page; Retry renews the
 * failed imports and renders again. Any other error shows a generic error state.
 */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, ChunkErrorBoundaryState> {
  override state: ChunkErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ChunkErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!chunkLoadFailure(error)) console.error('Page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: ChunkErrorBoundaryProps): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.reset();
  }

  private reset = () => this.setState({ error: null, hasError: false });

  private retry = () => {
    retryFailedLazyPages();
    this.reset();
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return chunkLoadFailure(this.state.error) ? <ChunkErrorState onRetry={this.retry} /> : <PageErrorState />;
  }
}
