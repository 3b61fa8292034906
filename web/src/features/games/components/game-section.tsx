import type { GameGroup } from '@casino/contracts/games/schemas';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../shared/ui/icon';
import { GameGrid } from './game-grid';

interface GameSectionProps {
  title: string;
  group: GameGroup;
  /** The 'More' link or button in the header. */
  more?: ReactNode;
  icon: IconName;
  /** What an empty section says instead of 'coming soon' (recently played invites to play). */
  empty?: ReactNode;
}

/**
 * One home section (spec 01 section 2): its games when the count is above 0, otherwise a
 * 'coming soon' empty state.
 */
export function GameSection({ title, group, more, icon, empty }: GameSectionProps) {
  const { t } = useTranslation('games');
  const headingId = useId();
  const hasGames = group.count > 0;
  return (
    <section className="game-section" aria-labelledby={headingId}>
      <header className="game-section__header">
        <h2 id={headingId} className="game-section__title">
          <span className="game-section__icon" aria-hidden="true">
            <Icon name={icon} />
          </span>
          {title}
          {hasGames && <span className="game-section__count">{group.count}</span>}
        </h2>
        {hasGames && more}
      </header>
      {hasGames ? (
        <GameGrid games={group.data} label={title} />
      ) : (
        (empty ?? (
          <div className="game-section__empty">
            <p className="game-section__empty-title">{t('sections.comingSoon')}</p>
            <p>{t('sections.comingSoonText')}</p>
          </div>
        ))
      )}
    </section>
  );
}
