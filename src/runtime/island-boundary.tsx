import { Component, type ReactNode } from 'react';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { useStyles } from '#ui/use-styles.ts';
import css from './island-boundary.css?inline';
import { runtimeLabels } from './labels.ts';

interface Props {
  onCrash(error: unknown): void;
  children: ReactNode;
}

/** One per island, so a block that throws never takes down the others. */
export class IslandBoundary extends Component<Props, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown) {
    this.props.onCrash(error);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <CrashNotice error={this.state.error} />;
  }
}

function CrashNotice({ error }: { error: unknown }) {
  useStyles(css);
  const labels = useLabels(runtimeLabels);
  const { editMode } = useHostConfig();
  return (
    <div className="cmsb-crash" role="alert">
      <p>{labels.errorBoundary}</p>
      {editMode && <p className="cmsb-crash__detail">{error instanceof Error ? error.message : String(error)}</p>}
    </div>
  );
}
