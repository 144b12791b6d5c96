// Shows a fallback when a live Firestore read fails: reactfire throws read errors during render (React
// itself reports the caught error to the console).
import { Component, type ReactNode } from 'react';

interface LoadErrorBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
