import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and ignores clicks; the label stays for screen readers. */
  loading?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

function buttonClassName(variant: ButtonVariant, size: ButtonSize, extra: string[]): string {
  return ['button', `button--${variant}`, `button--${size}`, ...extra].filter(Boolean).join(' ');
}

/** The app's button: `type="button"` unless told, so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  type = 'button',
  className = '',
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      // A busy button stays focusable (no `disabled`) so focus is not lost mid-submit.
      type={type}
      className={buttonClassName(variant, size, [
        fullWidth ? 'button--full' : '',
        loading ? 'button--loading' : '',
        className,
      ])}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading && <span className="button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon; hidden from assistive technology. */
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button holding only an icon, named by `label`. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className = '',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, size, ['icon-button', className])}
      aria-label={label}
      title={rest.title ?? label}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
