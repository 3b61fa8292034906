import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestWins } from '../api/get-latest-wins';
import { type RankedWin, splitBigWins, thousandsOf } from '../lib/win-amounts';
import '../games.css';

function WinPanel({ title, wins, tone }: { title: string; wins: RankedWin[]; tone: 'week' | 'day' }) {
  const { t, i18n } = useTranslation('games');
  const headingId = useId();
  return (
    <section className={`big-wins big-wins--${tone}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="big-wins__title">
        {title}
      </h2>
      <ol className="big-wins__list">
        {wins.map((win) => (
          <li key={win.rank} className="big-wins__row" value={win.rank}>
            <span className="big-wins__rank" aria-hidden="true">
              {win.rank}
            </span>
            <span className="big-wins__who">
              <span className="big-wins__game">{win.game}</span>
              <span className="big-wins__player">{win.name}</span>
            </span>
            <span className="big-wins__amount">
              {t('wins.amountK', { amount: thousandsOf(win.amount, i18n.language) })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** 'Big wins of the week' (ranks 1-5 by amount) and 'of the day' (ranks 6-10), in K USD. */
export function BigWinPanels() {
  const { t } = useTranslation('games');
  const wins = useLatestWins();
  if (!wins.data || wins.data.length === 0) return null;
  const { week, day } = splitBigWins(wins.data);
  return (
    <div className="big-win-panels">
      <WinPanel title={t('wins.weekTitle')} wins={week} tone="week" />
      {day.length > 0 && <WinPanel title={t('wins.dayTitle')} wins={day} tone="day" />}
    </div>
  );
}
