import type { SessionUser } from '@casino/contracts/auth/schemas';
import { ApiError } from '@casino/contracts/core/client';
import { canUseStoreLevel, VipRules } from '@casino/contracts/vip/rules';
import type { VipStorePackage } from '@casino/contracts/vip/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney, formatSymbolAmount } from '../../../shared/lib/format';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { useRefreshSession } from '../../../shared/session/api/refresh-session';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { Button } from '../../../shared/ui/button';
import { warningDialog } from '../../../shared/ui/dialog-store';
import { Modal } from '../../../shared/ui/modal';
import { toast } from '../../../shared/ui/toast-store';
import { useVipStorePackages } from '../api/get-vip-store-packages';
import { useRedeemVipPackage } from '../api/redeem-vip-package';
import { storeLevelLook } from '../lib/vip-levels';
import '../../../shared/styles/money-screens.css';
import '../vip.css';
import { MedalIcon } from '../../../shared/ui/icon';

/**
 * The VIP store (overlay 'vipStore'): points, the packages by level and Redeem. A package above
 * the member's level shows a warning and cannot be redeemed; under 100 points there are none.
 */
export function VipStoreOverlay({ onClose }: OverlayComponentProps<'vipStore'>) {
  const { t } = useTranslation('vip');
  const member = useSessionUser().data ?? null;
  return (
    <Modal open onClose={onClose} title={t('vipStore.title')} size="lg" mobileFullScreen>
      {member ? (
        <VipStore member={member} onClose={onClose} />
      ) : (
        <BusyIndicator label={t('vipStore.loading')} />
      )}
    </Modal>
  );
}

function VipStore({ member, onClose }: { member: SessionUser; onClose: () => void }) {
  const { t } = useTranslation('vip');
  const { t: tCommon, i18n } = useTranslation();
  const enoughPoints = member.vipPoints >= VipRules.STORE_MIN_POINTS;
  const packages = useVipStorePackages(enoughPoints);
  const redeem = useRedeemVipPackage(member.id);
  const refreshSession = useRefreshSession();
  const [selected, setSelected] = useState<VipStorePackage | null>(null);
  const aboveLevel = selected !== null && !canUseStoreLevel(selected.level, member.vipLevel);

  function submit() {
    if (!selected || aboveLevel || redeem.isPending) return;
    redeem.mutate(selected.id, {
      onSuccess: () => {
        toast.success(t('vipStore.redeemSuccess'));
        refreshSession.mutate();
        onClose();
      },
      onError: async (cause) => {
        await warningDialog(
          cause instanceof ApiError && cause.message ? cause.message : tCommon('common.serverBusy'),
        );
        onClose();
      },
    });
  }

  return (
    <div className="vip-store">
      <dl className="wallet-figures">
        <div className="wallet-figures__item wallet-figures__item--main">
          <dt>{t('vipStore.available')}</dt>
          <dd>{formatCount(member.vipPoints, i18n.language)}</dd>
        </div>
        <div className="wallet-figures__item">
          <dt>{t('vipStore.lifetime')}</dt>
          <dd>{formatCount(member.vipLifeTimePoints, i18n.language)}</dd>
        </div>
      </dl>
      {!enoughPoints ? (
        <p className="wallet-empty">{t('vipStore.noPackages')}</p>
      ) : !packages.data ? (
        <BusyIndicator label={t('vipStore.loading')} />
      ) : (
        <>
          <table className="vip-table">
            <caption className="visually-hidden">{t('vipStore.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('vipStore.choose')}</th>
                <th scope="col">{t('vipStore.level')}</th>
                <th scope="col">{t('vipStore.points')}</th>
                <th scope="col">{t('vipStore.bonus')}</th>
              </tr>
            </thead>
            <tbody>
              {packages.data.map((item) => {
                const look = storeLevelLook(item.level);
                const levelName = tCommon(look.nameKey);
                const inputId = `vip-package-${item.id}`;
                return (
                  <tr
                    key={item.id}
                    className={selected?.id === item.id ? 'vip-table__row--selected' : undefined}
                  >
                    <td>
                      <input
                        id={inputId}
                        type="radio"
                        name="vip-package"
                        className="vip-table__radio"
                        checked={selected?.id === item.id}
                        onChange={() => setSelected(item)}
                        aria-label={t('vipStore.packageLabel', {
                          level: levelName,
                          points: formatCount(item.points, i18n.language),
                          bonus: formatSymbolAmount(item.bonus, member.currencySymbol, i18n.language),
                        })}
                      />
                    </td>
                    <td>
                      <label htmlFor={inputId} className="vip-table__level">
                        <MedalIcon kind={look.icon} size={18} /> {levelName}
                      </label>
                    </td>
                    <td>{formatCount(item.points, i18n.language)}</td>
                    <td>
                      {member.currencySymbol}
                      {formatMoney(item.bonus, i18n.language)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="field__error" role="alert" hidden={!aboveLevel}>
            {aboveLevel ? t('vipStore.levelWarning') : ''}
          </p>
          <Button fullWidth onClick={submit} disabled={!selected || aboveLevel} loading={redeem.isPending}>
            {t('vipStore.redeem')}
          </Button>
        </>
      )}
    </div>
  );
}
