import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of the children once one of them threw while rendering. */
  fallback: ReactNode;
  /** Logging / reporting of the error (spec §8: failures are logged). */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/**
 * Catches a render error anywhere below and shows `fallback` (spec §2: a runtime error shows the generic
 * exception page). The router's own error element covers the screens; this one covers what is around them.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
