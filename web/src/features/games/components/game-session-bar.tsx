import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../shared/hooks/use-now';
import { formatCurrencyAmount } from '../../../shared/lib/format';
import { getPlaySessionQueryOptions, serverNow } from '../../../shared/session/api/get-play-session';
import { BLOCK_CHECK_INTERVAL_MS } from '../api/check-block';
import { formatElapsed } from '../lib/elapsed';

/**
 * Always in sight while a real-money game is open (player protection): the time since sign-in, ticking
 * every second on the server's clock, and the session's net result, read again after each round
 * the game page reports and, as the fallback, as often as the pop-up checks the block and reloads
 * the balance. Nothing until the first answer arrives.
 */
export function GameSessionBar({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation('games');
  const { data: snapshot } = useQuery({
    ...getPlaySessionQueryOptions(memberId),
    refetchInterval: BLOCK_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
  const now = useNow(1000, snapshot !== undefined);
  if (!snapshot) return null;
  const { session } = snapshot;
  const elapsed = formatElapsed(serverNow(snapshot, now) - Date.parse(session.startTime));
  return (
    <section className="game-session" aria-label={t('session.label')}>
      <dl className="figures game-session__figures">
        <div>
          <dt>{t('session.elapsed')}</dt>
          <dd className="game-session__clock">{elapsed}</dd>
        </div>
        <div>
          <dt>{t('session.net')}</dt>
          <dd className="signed-amount" data-sign={Math.sign(session.net)}>
            {formatCurrencyAmount(session.net, session.currency, i18n.language, { signed: true })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
