import type { Game } from '@casino/contracts/games/schemas';
import { type PlayMode, usePlayGame } from '../hooks/use-play-game';
import { GameCover } from './game-cover';

interface GameGridProps {
  games: readonly Game[];
  label: string;
  mode?: PlayMode;
}

/** A plain grid of covers: 8 columns on desktop, 3 on mobile, 20 px apart (games.css). */
export function GameGrid({ games, label, mode = 'auto' }: GameGridProps) {
  const play = usePlayGame(mode);
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game) => (
        <li key={game.id} className="game-grid__cell">
          <GameCover game={game} onPlay={() => void play(game)} />
        </li>
      ))}
    </ul>
  );
}
