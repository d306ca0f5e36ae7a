import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './crash-screen';

interface State {
  error: Error | null;
}

/** Catches render errors anywhere beneath it, keeps the error in memory and logs it. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected error while rendering', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <CrashScreen /> : this.props.children;
  }
}
