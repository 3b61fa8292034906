import type { InviteConfig } from '@casino/contracts/auth/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { Button } from '../../../shared/ui/button';
import { CopyButton } from '../../../shared/ui/copy-button';
import { ErrorState } from '../../../shared/ui/error-state';
import { Modal } from '../../../shared/ui/modal';
import { useInviteTiers } from '../api/get-invite-tiers';
import { useMemberRecord } from '../api/get-member-record';
import { useRedeemInviteBonus } from '../api/redeem-invite-bonus';
import '../invites.css';
import { inviteLink } from '../invite-tier-rules';
import { InviteTierGrid } from './invite-tier-grid';

/** Invitation and rewards (spec 01 sections 2 and 4): the invite link, the count and the tiers. */
export function InviteBonusOverlay({ onClose }: OverlayComponentProps<'inviteBonus'>) {
  const { t } = useTranslation('invites');
  const session = useSessionUser();
  const user = session.data ?? null;
  const member = useMemberRecord(user?.id);
  const tiers = useInviteTiers();
  const redeem = useRedeemInviteBonus();
  const [pendingTierId, setPendingTierId] = useState<number | null>(null);

  const onRedeem = (tier: InviteConfig) => {
    if (!user) return;
    setPendingTierId(tier.id);
    redeem.mutate(
      { memberId: user.id, inviteConfigId: tier.id },
      { onSettled: () => setPendingTierId(null) },
    );
  };

  const link = user ? inviteLink(window.location.origin, user.invitationCode) : '';
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return (
    <Modal open onClose={onClose} title={t('invite.title')} size="lg" mobileFullScreen>
      {session.isPending ? (
        <BusyIndicator label={t('invite.loadingPage')} />
      ) : !user ? (
        <div className="invite-signed-out">
          <p>{t('invite.signInFirst')}</p>
          <Button
            onClick={() => {
              onClose();
              openOverlay('signIn');
            }}
          >
            {t('invite.signIn')}
          </Button>
        </div>
      ) : (
        <div className="invite">
          <p className="invite__intro">{t('invite.intro')}</p>
          <div className="invite__link">
            <label className="invite__link-label" htmlFor="invite-link-field">
              {t('invite.yourLink')}
            </label>
            {/* Read-only text that wraps: a one-line field cut the link at 320 px. */}
            <textarea id="invite-link-field" className="invite__link-field" readOnly rows={1} value={link} />
            <div className="invite__link-actions">
              <CopyButton text={link}>{t('invite.copy')}</CopyButton>
              {canShare && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    void navigator.share({ title: t('invite.shareTitle'), url: link }).catch(() => undefined)
                  }
                >
                  {t('invite.share')}
                </Button>
              )}
            </div>
          </div>
          {member.data && (
            <p className="invite__count">{t('invite.childCount', { count: member.data.childCount })}</p>
          )}
          {member.isPending || tiers.isPending ? (
            <BusyIndicator label={t('invite.loading')} />
          ) : member.isError || tiers.isError ? (
            <ErrorState
              error={member.error ?? tiers.error}
              title={t('invite.loadFailed')}
              retrying={member.isFetching || tiers.isFetching}
              onRetry={() => {
                if (member.isError) void member.refetch();
                if (tiers.isError) void tiers.refetch();
              }}
            />
          ) : (
            <InviteTierGrid
              tiers={tiers.data}
              member={member.data}
              currencySymbol={user.currencySymbol}
              pendingTierId={pendingTierId}
              onRedeem={onRedeem}
            />
          )}
          <p className="invite__error" role="alert">
            {redeem.isError ? t('invite.redeemFailed') : ''}
          </p>
          <p className="invite__result" aria-live="polite">
            {redeem.isSuccess ? t('invite.redeemSuccess') : ''}
          </p>
        </div>
      )}
    </Modal>
  );
}
