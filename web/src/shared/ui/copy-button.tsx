import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { toast } from './toast-store';

/** The old way, for browsers without the async clipboard (or outside a secure context). */
function copyWithExecCommand(text: string): boolean {
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.append(textarea);
  textarea.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previousFocus?.focus();
  }
}

/** Puts `text` on the clipboard; resolves whether it worked. */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (permissions, insecure context): try the old way below.
    }
  }
  return typeof document.execCommand === 'function' && copyWithExecCommand(text);
}

/** Copies and says how it went with the spec's texts (spec 02 section 8, "Copy helper"). */
export async function copyWithToast(text: string): Promise<boolean> {
  const copied = await copyToClipboard(text);
  if (copied) toast.success(i18n.t('common.copySuccess'));
  else toast.error(i18n.t('common.copyFailed'));
  return copied;
}

interface CopyButtonProps {
  /** What goes on the clipboard (an address, an amount). */
  text: string;
  /** The visible text; defaults to the translated "Copy". */
  children?: ReactNode;
  /** The accessible name when the visible text is not enough, e.g. "Copy deposit address". */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function CopyButton({
  text,
  children,
  label,
  variant = 'secondary',
  size = 'sm',
  className,
}: CopyButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-label={label}
      onClick={() => void copyWithToast(text)}
    >
      {children ?? t('ui.copy')}
    </Button>
  );
}
