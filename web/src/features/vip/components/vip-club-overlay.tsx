import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/lib/format';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { ErrorState } from '../../../shared/ui/error-state';
import { Modal } from '../../../shared/ui/modal';
import { useVipLevels } from '../api/get-vip-levels';
import '../vip.css';

const LEVEL_NAME_KEYS = { 1: 'bronze', 2: 'silver', 3: 'gold', 4: 'platinum', 5: 'diamond' } as const;

/**
 * VIP club (spec 01 section 2): the levels with the points each needs, the member's place, the
 * text. The text is the VIP club article, drawn by the content feature's viewer: the app passes
 * it in as `article` (app/overlay-registry.ts), since features do not import each other.
 */
export function VipClubOverlay({ onClose, article }: { onClose: () => void; article: ReactNode }) {
  const { t, i18n } = useTranslation('vip');
  const levels = useVipLevels();
  const user = useSessionUser().data ?? null;
  const next = levels.data?.find((level) => user && level.points > user.vipLifeTimePoints);

  return (
    <Modal open onClose={onClose} title={t('vip.title')} size="lg" mobileFullScreen>
      {user && (
        <section className="vip-status" aria-label={t('vip.yourStatus')}>
          <p>
            {user.vipLevel > 0
              ? t('vip.yourLevel', {
                  level: t(`vip.levels.${LEVEL_NAME_KEYS[user.vipLevel as 1 | 2 | 3 | 4 | 5]}`),
                })
              : t('vip.noLevelYet')}
          </p>
          <p>
            {t('vip.yourPoints', {
              points: formatCount(user.vipPoints, i18n.language),
              lifetime: formatCount(user.vipLifeTimePoints, i18n.language),
            })}
          </p>
          {next && (
            <p>
              {t('vip.toNext', {
                points: formatCount(next.points - user.vipLifeTimePoints, i18n.language),
                level: t(`vip.levels.${LEVEL_NAME_KEYS[next.level]}`),
              })}
            </p>
          )}
        </section>
      )}
      {levels.isPending ? (
        <BusyIndicator label={t('vip.loading')} />
      ) : levels.isError ? (
        <ErrorState
          error={levels.error}
          title={t('vip.loadFailed')}
          retrying={levels.isFetching}
          onRetry={() => void levels.refetch()}
        />
      ) : (
        <table className="vip-levels">
          <caption>{t('vip.levelsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vip.level')}</th>
              <th scope="col">{t('vip.pointsRequired')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.data.map((level) => {
              const mine = user?.vipLevel === level.level;
              return (
                <tr key={level.level} className={mine ? 'vip-levels__row--mine' : undefined}>
                  <th scope="row">
                    {level.level} {t(`vip.levels.${LEVEL_NAME_KEYS[level.level]}`)}
                    {mine && <span className="vip-levels__mine"> ({t('vip.current')})</span>}
                  </th>
                  <td>{formatCount(level.points, i18n.language)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {article}
    </Modal>
  );
}
