import { Component, type ComponentType, type ErrorInfo, type ReactNode, Suspense, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { i18n } from '../shared/i18n/i18n';
import type { OverlayComponentProps, OverlayName } from '../shared/overlays/overlay-names';
import { closeOverlay, type OpenOverlay, useOpenOverlays } from '../shared/overlays/overlay-store';
import { BusyIndicator } from '../shared/ui/busy-indicator';
import { DialogHost } from '../shared/ui/dialogs';
import { LoadingOverlay } from '../shared/ui/loading-overlay';
import { ToastRegion } from '../shared/ui/toast';
import { toast } from '../shared/ui/toast-store';
import { type OverlayRegistry, overlayNamespaces, overlayRegistry } from './overlay-registry';

/** An overlay that breaks (or whose chunk fails to load) closes alone; the page stays. */
class OverlayErrorBoundary extends Component<
  { name: OverlayName; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Overlay "${this.props.name}" failed`, error, info.componentStack);
    toast.error(i18n.t('errors.title'));
    closeOverlay(this.props.name);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Opening a name nobody registered is a programming error: said in development, then dropped. */
function UnregisteredOverlay({ name }: { name: OverlayName }) {
  useEffect(() => {
    if (import.meta.env.DEV) console.error(`No component is registered for overlay "${name}"`);
    closeOverlay(name);
  }, [name]);
  return null;
}

function OverlayChunkLoading() {
  const { t } = useTranslation();
  return (
    <div className="loading-overlay">
      <BusyIndicator label={t('status.loading')} quiet />
    </div>
  );
}

function renderOverlay(entry: OpenOverlay, registry: OverlayRegistry): ReactNode {
  // The registry pairs each name with a component for that name's props; the store pairs each
  // entry's name with those same props. TypeScript cannot follow the pairing through a union.
  const OverlayComponent = registry[entry.name] as
    | ComponentType<OverlayComponentProps<OverlayName>>
    | undefined;
  if (!OverlayComponent) return <UnregisteredOverlay key={entry.key} name={entry.name} />;
  // Its texts come with its code (React.lazy starts loading that in this same render); i18next
  // asks once per namespace, so repeating this on every render costs nothing.
  const namespace = overlayNamespaces[entry.name];
  if (namespace) void i18n.loadNamespaces(namespace);
  const props = {
    ...entry.props,
    onClose: () => closeOverlay(entry.name),
  } as OverlayComponentProps<OverlayName>;
  return (
    <OverlayErrorBoundary key={entry.key} name={entry.name}>
      <Suspense fallback={<OverlayChunkLoading />}>
        <OverlayComponent {...props} />
      </Suspense>
    </OverlayErrorBoundary>
  );
}

/**
 * Everything that floats over the page, in stacking order: overlays (bottom to top), dialogs,
 * the loading overlay and the toasts. Rendered once, inside the router, so overlays can link.
 */
export function OverlayHost({ registry = overlayRegistry }: { registry?: OverlayRegistry }) {
  const { t } = useTranslation();
  const open = useOpenOverlays();
  return (
    <>
      {open.map((entry) => renderOverlay(entry, registry))}
      <DialogHost />
      <LoadingOverlay label={t('status.loading')} />
      {/* Outside the app root: a modal makes that root inert, and toasts must stay live over it. */}
      {createPortal(<ToastRegion />, document.body)}
    </>
  );
}
