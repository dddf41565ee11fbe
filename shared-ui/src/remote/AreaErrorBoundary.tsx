import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AreaUnavailable } from '../components/AreaUnavailable';

interface Props {
  area: string;
  children?: ReactNode;
  /** Called on Retry after the boundary resets (e.g. to reload data). */
  onRetry?: () => void;
}

interface State {
  error: Error | null;
}

/** Keeps a crashing area inside its own panel: the menu and other areas go on working. */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[besmart] the ${this.props.area} area crashed`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  override render() {
    if (this.state.error) return <AreaUnavailable area={this.props.area} onRetry={this.retry} />;
    return this.props.children;
  }
}
