import { type LatestWin, WINS_CURRENCY } from '@casino/contracts/games/schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount } from '../../../shared/lib/format';
import { prefersReducedMotion } from '../../../shared/lib/reduced-motion';
import { IconButton } from '../../../shared/ui/button';
import { useLatestWins } from '../api/get-latest-wins';
import { withRandomAmount } from '../lib/win-amounts';
import '../games.css';
import { Icon } from '../../../shared/ui/icon';

/**
 * 'amounts' prints each win's own amount; 'randomAmounts' is the spec's text variant that
 * appends a client-made amount between 100 and 1000 to each text.
 */
export type WinTickerVariant = 'amounts' | 'randomAmounts';

function useWinTexts(wins: readonly LatestWin[], variant: WinTickerVariant): string[] {
  const { t, i18n } = useTranslation('games');
  return useMemo(() => {
    const money = (amount: number) => formatCurrencyAmount(amount, WINS_CURRENCY, i18n.language);
    return wins.map((win) =>
      variant === 'randomAmounts'
        ? withRandomAmount(t('wins.plainText', { player: win.name, game: win.game }), i18n.language)
        : t('wins.text', { player: win.name, game: win.game, amount: money(win.amount) }),
    );
  }, [wins, variant, t, i18n.language]);
}

/**
 * The ticker's frame while the wins are on their way: the same box (button, one line of text),
 * empty, so the sections under it do not move when the wins arrive (no layout shift).
 */
function WinTickerPlaceholder({ pauseLabel }: { pauseLabel: string | null }) {
  return (
    <div className="win-ticker win-ticker--placeholder" aria-hidden="true">
      {pauseLabel !== null && (
        <IconButton className="win-ticker__toggle" size="sm" label={pauseLabel} disabled tabIndex={-1}>
          <Icon name="pause" />
        </IconButton>
      )}
      <div className="win-ticker__viewport">
        <ul className="win-ticker__list">
          <li className="win-ticker__item">&nbsp;</li>
        </ul>
      </div>
    </div>
  );
}

/**
 * Latest wins scrolling past (CSS animation). WCAG 2.2.2: a pause button stops it, and with
 * prefers-reduced-motion the list stands still, once, and scrolls by hand instead (no button).
 */
export function WinTicker({ variant = 'amounts' }: { variant?: WinTickerVariant }) {
  const { t } = useTranslation('games');
  const wins = useLatestWins();
  const [paused, setPaused] = useState(false);
  // Reduced motion: the stylesheet stands the list still, to be scrolled by hand (and by keys).
  const [still] = useState(prefersReducedMotion);
  const texts = useWinTexts(wins.data ?? [], variant);
  // The frame holds the room for the first answer only: after a failed attempt (retries
  // included) an empty frame would look broken, so the ticker takes no room until wins come.
  if (wins.isPending && wins.failureCount === 0)
    return <WinTickerPlaceholder pauseLabel={still ? null : t('wins.pause')} />;
  if (texts.length === 0) return null;

  const items = (copy: 'first' | 'second') =>
    texts.map((text, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: texts may repeat; their place is their identity
      <li key={`${copy}-${index}`} className="win-ticker__item">
        <span className="win-ticker__icon" aria-hidden="true">
          <Icon name="star" />
        </span>
        {text}
      </li>
    ));

  return (
    <section
      className={`win-ticker${paused ? ' win-ticker--paused' : ''}`}
      aria-label={t('wins.tickerLabel')}
    >
      {!still && (
        <IconButton
          className="win-ticker__toggle"
          size="sm"
          label={paused ? t('wins.play') : t('wins.pause')}
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
        >
          <Icon name={paused ? 'play' : 'pause'} />
        </IconButton>
      )}
      {/* Standing still it scrolls: a keyboard reaches it (WCAG 2.1.1). */}
      <div
        className="win-ticker__viewport"
        {...(still ? { tabIndex: 0, role: 'group', 'aria-label': t('wins.tickerLabel') } : {})}
      >
        <div className="win-ticker__track">
          <ul className="win-ticker__list">{items('first')}</ul>
          {/* A second copy makes the loop seamless; screen readers hear the list once. */}
          {!still && (
            <ul className="win-ticker__list" aria-hidden="true">
              {items('second')}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
