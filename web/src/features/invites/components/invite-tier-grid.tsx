import type { InviteConfig, MemberRecord } from '@casino/contracts/auth/schemas';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { inviteTierState } from '../invite-tier-rules';

interface InviteTierGridProps {
  tiers: readonly InviteConfig[];
  member: MemberRecord;
  currencySymbol: string;
  /** The tier being redeemed now (its button shows busy). */
  pendingTierId: number | null;
  onRedeem: (tier: InviteConfig) => void;
}

/** The reward tiers: 2 columns on mobile, 6 on desktop (CSS), a reached tier highlighted. */
export function InviteTierGrid({
  tiers,
  member,
  currencySymbol,
  pendingTierId,
  onRedeem,
}: InviteTierGridProps) {
  const { t, i18n } = useTranslation('invites');
  return (
    <ul className="invite-grid">
      {tiers.map((tier) => {
        const state = inviteTierState(tier, member);
        const status = state.redeemed
          ? t('invite.redeemed')
          : state.reached
            ? t('invite.reached')
            : t('invite.remaining', { count: state.remaining });
        return (
          <li
            key={tier.id}
            className={`invite-tier${state.reached ? ' invite-tier--reached' : ''}`}
            data-reached={state.reached}
            aria-label={t('invite.tierLabel', { count: tier.personCount })}
          >
            <p className="invite-tier__people">{t('invite.friends', { count: tier.personCount })}</p>
            <p className="invite-tier__bonus">
              {currencySymbol}
              {formatMoney(tier.bonusAmount, i18n.language)}
            </p>
            <p className="invite-tier__status">
              {state.reached && (
                <span className="invite-tier__tick" aria-hidden="true">
                  <Icon name="check" />{' '}
                </span>
              )}
              {status}
            </p>
            <Button
              size="sm"
              fullWidth
              disabled={!state.redeemable}
              loading={pendingTierId === tier.id}
              aria-label={t('invite.redeemTier', { count: tier.personCount })}
              onClick={() => onRedeem(tier)}
            >
              {t('invite.redeem')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
