import { AccessStatus } from '@casino/contracts/settings/enums';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessPolicy } from '../features/access/api/get-access-policy';
import { replaceLocation } from '../shared/lib/browser-location';
import { openOverlay } from '../shared/overlays/overlay-store';
import { BrandedLoading } from './branded-loading';

/**
 * Spec 01 section 2: the whole app stays hidden until the access-policy check answers. Not
 * allowed: the browser goes to the URL given; not allowed without a URL: the app shows under
 * the restriction notice (OK dismisses it). Allowed, or the check failed: the app shows.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const policy = useAccessPolicy();
  const restricted = policy.data?.status === AccessStatus.RESTRICTED;
  const leaveTo = restricted ? policy.data?.url : null;

  const noticeOnly = restricted && !leaveTo;
  // The app's first render is the longest task of the start: done as a background render, it
  // yields to the browser now and then, so the start-up calls' answers (home's first banner
  // image, app/prefetch-first-route.ts) are handled during it, not after (for LCP).
  const checking = useDeferredValue(policy.isPending);

  useEffect(() => {
    if (leaveTo) replaceLocation(leaveTo);
  }, [leaveTo]);

  useEffect(() => {
    if (noticeOnly) openOverlay('restriction');
  }, [noticeOnly]);

  if (checking || leaveTo) {
    return <BrandedLoading label={leaveTo ? t('status.redirecting') : t('status.checkingAccess')} />;
  }
  return children;
}
