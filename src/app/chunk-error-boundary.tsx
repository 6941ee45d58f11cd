import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { LoadingOverlay } from '../components/loading-overlay';
import { ChunkErrorScreen } from './chunk-error-screen';
import { claimAutoReload, isChunkLoadError, reloadPage } from './chunk-reload';

export interface ChunkErrorBoundaryProps {
  children: ReactNode;
  /** Injected by tests; the app reloads the page. */
  onReload?: () => void;
  /** Injected by tests; the app allows one automatic reload per tab (sessionStorage mark). */
  claimReload?: () => boolean;
}

interface State {
  error: unknown;
  reloading: boolean;
}

/**
 * Catches render errors of the pages. A chunk that failed or timed out reloads the tab once on
 * its own; if that already happened, the user gets the "new version" screen with a button.
 * Keyed by location in the router, so navigating elsewhere clears it.
 */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const claim = this.props.claimReload ?? claimAutoReload;
    if (isChunkLoadError(error) && claim()) {
      this.setState({ reloading: true });
      (this.props.onReload ?? reloadPage)();
      return;
    }
    console.error('Error al mostrar la página', error, info.componentStack);
  }

  override render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    if (reloading) return <LoadingOverlay visible label="Actualizando la aplicación…" />;
    return (
      <ChunkErrorScreen
        kind={isChunkLoadError(error) ? 'chunk' : 'unexpected'}
        onReload={this.props.onReload ?? reloadPage}
      />
    );
  }
}
