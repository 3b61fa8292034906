import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button';
import { getTabbableElements, trapTabKey } from './focus-trap';
import { Icon } from './icon';
import { type ModalStackEntry, pushModal, topModalPanel } from './modal-stack';

export type ModalSize = 'sm' | 'md' | 'lg';

/**
 * Named by a `title` drawn in the header, or by `labelledBy`: the id of an element inside (a
 * message-only alert's message), when no title is drawn, so no header band stands empty or
 * repeats the body; the close button then floats in the corner.
 */
type ModalName = { title: ReactNode; labelledBy?: never } | { labelledBy: string; title?: never };

interface ModalOptions {
  open: boolean;
  /** Called on Escape, the close button and a backdrop click (when dismissible). */
  onClose: () => void;
  /** The body; none (null or false) draws no body band. */
  children?: ReactNode;
  /** Buttons under the body, e.g. OK and Cancel. */
  footer?: ReactNode;
  size?: ModalSize;
  /** 'sheet' slides from the bottom (pickers); 'dialog' is centred. */
  variant?: 'dialog' | 'sheet';
  /** Takes the whole screen below 768 px (money screens). */
  mobileFullScreen?: boolean;
  /** false: no close button, Escape and the backdrop do nothing. */
  dismissible?: boolean;
  closeOnBackdropClick?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (`aria-describedby`). */
  describedBy?: string;
  /** Gets focus on open; else `[data-autofocus]`, the first field or button, then the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  hideTitle?: boolean;
  className?: string;
}

export type ModalProps = ModalOptions & ModalName;

function focusInitial(panel: HTMLElement, given?: HTMLElement | null): void {
  const firstIn = (selector: string) => {
    const region = panel.querySelector<HTMLElement>(selector);
    return region ? getTabbableElements(region)[0] : undefined;
  };
  const target =
    given ??
    panel.querySelector<HTMLElement>('[data-autofocus]') ??
    firstIn('.modal__body') ??
    firstIn('.modal__footer') ??
    getTabbableElements(panel)[0] ??
    panel;
  target.focus();
}

/** Focuses `element` when it can take focus now; says whether it did. */
function focusIfAble(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected || element === document.body || element === document.documentElement)
    return false;
  element.focus();
  return document.activeElement === element;
}

/**
 * Where focus goes when the control that opened the last modal is gone (the Sign In button a
 * sign-in replaced, under the promotion that followed it) or could never take it (the page's
 * body, for a pop-up that opened by itself): the first control of the page's content, else the
 * content itself. Left on the body, the next Tab would start again from the top of the document.
 */
function focusPageContent(): void {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!focusIfAble(getTabbableElements(main)[0])) main.focus();
}

/** The app's one modal (see `ModalProps`); renders nothing while closed. */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return <OpenModal {...props} />;
}

function OpenModal({
  onClose,
  title,
  labelledBy,
  children,
  footer,
  size = 'md',
  variant = 'dialog',
  mobileFullScreen = false,
  dismissible = true,
  closeOnBackdropClick = true,
  role = 'dialog',
  describedBy,
  initialFocusRef,
  hideTitle = false,
  className = '',
}: Omit<ModalProps, 'open'>) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Read while rendering, before anything inside takes focus: where focus goes back on close.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const entry: ModalStackEntry = {
      panel,
      onKeyDown(event) {
        if (event.key === 'Escape' && !event.isComposing) {
          event.preventDefault();
          if (latest.current.dismissible) latest.current.onClose();
          return;
        }
        trapTabKey(event, panel);
      },
    };
    const removeFromStack = pushModal(entry);
    focusInitial(panel, initialFocusRef?.current);
    return () => {
      removeFromStack();
      // Focus never goes behind a modal still open: back to the opener when it is inside the
      // modal now on top (or no modal is left), else to that modal's first control. Two
      // pop-ups can open at once (a promotion over "Registration submitted"). With none left
      // and no opener to go back to, the page's content takes it.
      const below = topModalPanel();
      if ((!below || below.contains(opener)) && focusIfAble(opener)) return;
      if (below) focusInitial(below);
      else focusPageContent();
    };
  }, [opener, initialFocusRef]);

  const classes = [
    'modal',
    `modal--${variant}`,
    `modal--${size}`,
    mobileFullScreen ? 'modal--mobile-full' : '',
    labelledBy ? 'modal--untitled' : '',
    className,
  ].filter(Boolean);

  return createPortal(
    <div className={`modal-layer modal-layer--${variant}`}>
      {/* A mouse shortcut: keyboards have Escape and the close button. */}
      <div
        className="modal-backdrop"
        aria-hidden="true"
        onClick={dismissible && closeOnBackdropClick ? onClose : undefined}
      />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal */}
      <div
        ref={panelRef}
        className={classes.join(' ')}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy ?? titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className="modal__header">
          {!labelledBy && (
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
              {title}
            </h2>
          )}
          {dismissible && (
            <IconButton label={t('ui.close')} className="modal__close" size="sm" onClick={onClose}>
              <Icon name="close" />
            </IconButton>
          )}
        </div>
        {children != null && children !== false && <div className="modal__body">{children}</div>}
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
