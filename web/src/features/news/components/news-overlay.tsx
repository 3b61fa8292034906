import { NewsStatus, NewsType } from '@casino/contracts/news/enums';
import type { NewsItem } from '@casino/contracts/news/schemas';
import { useTranslation } from 'react-i18next';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { Modal } from '../../../shared/ui/modal';
import { useNewsList } from '../api/get-news-list';
import { useNewsUnreadCount } from '../api/get-news-unread-count';
import { useSetNewsRead } from '../api/set-news-read';
import '../../../shared/styles/account-screens.css';
import '../news.css';
import { formatDateTime } from '../../../shared/lib/format';

/**
 * Spec 01 section 4: an unread withdraw item opens cash-out history, an unread share item the
 * invite bonus; either is then marked read. Read items and other types do nothing.
 */
export function newsTapTarget(item: NewsItem): 'cashOutHistory' | 'inviteBonus' | null {
  if (item.status !== NewsStatus.UNREAD) return null;
  if (item.type === NewsType.WITHDRAW) return 'cashOutHistory';
  if (item.type === NewsType.SHARE) return 'inviteBonus';
  return null;
}

function NewsRow({ item, onTap }: { item: NewsItem; onTap: (item: NewsItem) => void }) {
  const { t, i18n } = useTranslation('news');
  const unread = item.status === NewsStatus.UNREAD;
  const when = formatDateTime(item.createTime, i18n.language);
  const type = item.type === NewsType.WITHDRAW ? t('news.types.withdraw') : t('news.types.share');
  const content = (
    <>
      <span className="news-item__meta">
        <span className={`news-item__status${unread ? ' news-item__status--unread' : ''}`}>
          {unread ? t('news.unread') : t('news.read')}
        </span>
        <span>{type}</span>
        <time dateTime={item.createTime}>{when}</time>
      </span>
      <span className="news-item__message">{item.message}</span>
    </>
  );
  return (
    <li className={`news-item${unread ? ' news-item--unread' : ''}`}>
      {newsTapTarget(item) ? (
        <button type="button" className="news-item__button" onClick={() => onTap(item)}>
          {content}
        </button>
      ) : (
        <div className="news-item__button news-item__button--static">{content}</div>
      )}
    </li>
  );
}

/** The member's newest 20 messages with the unread count (only for a signed-in member). */
export function NewsOverlay({ onClose }: OverlayComponentProps<'news'>) {
  const { t } = useTranslation('news');
  const { t: tCommon } = useTranslation();
  const { data: user } = useSessionUser();
  const memberId = user?.id;
  const list = useNewsList(memberId);
  const unreadCount = useNewsUnreadCount(memberId);
  const setRead = useSetNewsRead(memberId ?? 0);

  function tap(item: NewsItem) {
    const target = newsTapTarget(item);
    if (!target) return;
    openOverlay(target);
    setRead.mutate(item.id);
  }

  return (
    <Modal open onClose={onClose} title={t('news.title')} mobileFullScreen>
      {unreadCount.data !== undefined && (
        <p className="news-count" aria-live="polite">
          {t('news.unreadCount', { count: unreadCount.data })}
        </p>
      )}
      {list.isPending && memberId !== undefined ? (
        <BusyIndicator label={tCommon('status.loading')} />
      ) : list.data && list.data.length > 0 ? (
        <ul className="news-list">
          {list.data.map((item) => (
            <NewsRow key={item.id} item={item} onTap={tap} />
          ))}
        </ul>
      ) : (
        <p className="account-note">{t('news.empty')}</p>
      )}
    </Modal>
  );
}
