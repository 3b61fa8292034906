import type { GameHistoryItem } from '@casino/contracts/games/schemas';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { Button } from '../../../shared/ui/button';
import { InfiniteList } from '../../../shared/ui/infinite-list';
import { Modal } from '../../../shared/ui/modal';
import { useGameHistoryPage } from '../api/get-game-history-page';
import { SCROLL_THRESHOLD } from '../lib/game-lists';
import { coverUrl } from './game-cover';
import '../games.css';
import { formatDateTime } from '../../../shared/lib/format';

const THUMB_WIDTH = 60;
const THUMB_HEIGHT = 80;

function HistoryRow({ item, onPlay }: { item: GameHistoryItem; onPlay: () => void }) {
  const { t, i18n } = useTranslation('games');
  const playedAt = formatDateTime(item.createTime, i18n.language);
  return (
    <div className="history-row">
      <img
        className="history-row__cover"
        src={coverUrl(item.cover, THUMB_WIDTH * 2, THUMB_HEIGHT * 2)}
        width={THUMB_WIDTH}
        height={THUMB_HEIGHT}
        loading="lazy"
        alt=""
      />
      <div className="history-row__text">
        <p className="history-row__name">{item.name}</p>
        <p className="history-row__time">
          <time dateTime={item.createTime}>{playedAt}</time>
        </p>
      </div>
      <Button size="sm" onClick={onPlay} aria-label={t('history.playNowLabel', { name: item.name })}>
        {t('history.playNow')}
      </Button>
    </div>
  );
}

/** The member's game history (overlay gameHistory): an infinite list with Play Now on each row. */
export function GameHistoryOverlay({ onClose }: OverlayComponentProps<'gameHistory'>) {
  const { t } = useTranslation('games');
  const history = useGameHistoryPage();
  const scrollRef = useRef<HTMLDivElement>(null);
  const playNow = (item: GameHistoryItem) => {
    onClose();
    openOverlay('gamePlay', { id: item.id, playForFun: 0 });
  };

  return (
    <Modal open onClose={onClose} title={t('history.title')} size="md" mobileFullScreen className="history">
      <div ref={scrollRef} className="history__scroll">
        <InfiniteList
          label={t('history.title')}
          list={history}
          getKey={(item, index) => `${item.id}-${item.createTime}-${index}`}
          renderItem={(item) => <HistoryRow item={item} onPlay={() => playNow(item)} />}
          threshold={SCROLL_THRESHOLD.history}
          scrollContainerRef={scrollRef}
          emptyState={<p className="history__empty">{t('history.noGames')}</p>}
          noMoreText={t('history.noMore')}
        />
      </div>
    </Modal>
  );
}
