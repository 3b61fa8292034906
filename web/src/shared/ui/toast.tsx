import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button';
import { Icon, type IconName } from './icon';
import { type ToastItem, toastStore, useToasts } from './toast-store';

export { toast } from './toast-store';

const ICONS = { success: 'check', error: 'alert', info: 'info' } as const satisfies Record<string, IconName>;

/** Counts down `durationMs` while not paused, then dismisses the toast. */
function useAutoDismiss(item: ToastItem, paused: boolean): void {
  const remaining = useRef(item.durationMs);
  useEffect(() => {
    if (paused) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => toastStore.dismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, item.id]);
}

function ToastView({ item }: { item: ToastItem }) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoDismiss(item, hovered || focused);
  return (
    <li
      className={`toast toast--${item.kind}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <span className="toast__icon" aria-hidden="true">
        <Icon name={ICONS[item.kind]} />
      </span>
      <p className="toast__message">{item.message}</p>
      <IconButton
        label={t('ui.dismissNotification')}
        size="sm"
        className="toast__dismiss"
        onClick={() => toastStore.dismiss(item.id)}
      >
        <Icon name="close" />
      </IconButton>
    </li>
  );
}

/**
 * Two live regions that are always mounted (a region added with its text is often not read):
 * errors interrupt (`assertive`), the rest wait their turn (`polite`).
 */
export function ToastRegion() {
  const toasts = useToasts();
  const errors = toasts.filter((item) => item.kind === 'error');
  const others = toasts.filter((item) => item.kind !== 'error');
  return (
    <div className="toast-viewport">
      <ol className="toast-list" aria-live="assertive" aria-relevant="additions text">
        {errors.map((item) => (
          <ToastView key={item.id} item={item} />
        ))}
      </ol>
      <ol className="toast-list" aria-live="polite" aria-relevant="additions text">
        {others.map((item) => (
          <ToastView key={item.id} item={item} />
        ))}
      </ol>
    </div>
  );
}
