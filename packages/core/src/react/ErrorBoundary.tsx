'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  /** The subtree to guard. */
  children?: ReactNode;
  /** What to show instead of a crashed subtree. Receives the error and a reset function. */
  fallback?: (error: unknown, reset: () => void) => ReactNode;
  /** Called once per caught error (e.g. to log it). */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Keeps one failing widget from blanking the page (or the host site) around it. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  /** Whether the subtree crashed, and with what. */
  override state: State = { error: undefined, failed: false };

  /** Records a crash of the subtree (React calls it). */
  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  /** Reports the crash to `onError` (React calls it). */
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  /** Shows the subtree again (what the fallback's Try again calls). */
  reset = () => this.setState({ error: undefined, failed: false });

  // Annotated: an inferred type would be React 19's ReactNode in the published .d.ts, which React 18 types reject.
  /** The subtree, or the fallback after a crash. */
  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.state.error, this.reset);
    return (
      <div role="alert" className="gc-error-boundary">
        <p>Something went wrong while showing this section.</p>
        <button type="button" className="gc-button" onClick={this.reset}>
          Try again
        </button>
      </div>
    );
  }
}
