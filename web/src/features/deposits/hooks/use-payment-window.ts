import { useCallback, useEffect, useRef } from 'react';
import { listenForPayClose, watchPaymentWindow } from './payment-window';

/** Watches payment windows for as long as the component lives; see `watchPaymentWindow`. */
export function usePaymentWindowWatch() {
  const stopRef = useRef<(() => void) | null>(null);
  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
  }, []);
  const watch = useCallback(
    (target: Window, onDone: () => void) => {
      stop();
      stopRef.current = watchPaymentWindow(target, onDone);
    },
    [stop],
  );
  useEffect(() => stop, [stop]);
  return { watch, stop };
}

/** Runs `onClose` when an embedded frame posts PAY_CLOSE, while `active`. */
export function usePayCloseMessage(active: boolean, onClose: () => void) {
  const latest = useRef(onClose);
  latest.current = onClose;
  useEffect(() => (active ? listenForPayClose(() => latest.current()) : undefined), [active]);
}
