import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Reports the crash (logging, monitoring). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Shows the error text under the screen (for development builds). */
  showDetails?: boolean;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Catches render crashes below it and shows the ErrorScreen; "Try Again" renders the children
 * again. React only offers error boundaries as class components.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  private readonly reset = () => this.setState({ error: undefined, failed: false });

  override render() {
    if (this.state.failed) {
      return <ErrorScreen onRetry={this.reset} error={this.state.error} showDetails={this.props.showDetails} />;
    }
    return this.props.children;
  }
}
