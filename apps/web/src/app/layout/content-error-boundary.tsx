import { Component, type ReactNode } from 'react';
import { ServerErrorContent } from '../pages/server-error-page';

interface Props {
  /** Changing it (the path) clears a shown error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  key: string;
}

/** A page that crashes shows the 500 content inside the layout instead of a blank screen. */
export class ContentErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page failed to render', error);
  }

  override render() {
    return this.state.failed ? <ServerErrorContent /> : this.props.children;
  }
}
