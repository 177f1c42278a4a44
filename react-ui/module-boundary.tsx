/**
 * Failure containment (issue 17): whatever goes wrong inside one module — a render that throws, an engine start that
 * rejects, a child of <Strata> that breaks — ends in that module's fallback image or error box. The host app's other
 * components keep rendering; without a boundary React would unmount the whole root.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ModuleBoundaryProps {
  /** What takes the module's place once it failed. */
  readonly fallback: (error: Error) => ReactNode;
  /** Told once per failure (console line and the host's onError). */
  readonly onError: (error: Error) => void;
  readonly children: ReactNode;
}

interface State {
  readonly error: Error | null;
}

const asError = (value: unknown): Error => (value instanceof Error ? value : new Error(String(value)));

export class ModuleBoundary extends Component<ModuleBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: asError(error) };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError(asError(error));
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
