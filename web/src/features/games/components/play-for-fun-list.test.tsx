import { endpoints } from '@casino/contracts/registry';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerCall } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';
import { renderWithOverlays } from '../games-test-utils';
import { PlayForFunList } from './play-for-fun-list';

describe("home's play-for-fun list", () => {
  useSimulator();

  it('tells a failed load with Retry, not "coming soon", and Retry brings the games', async () => {
    await answerCall(
      endpoints.gameListPage,
      { error: 500, message: 'Server busy', data: null },
      { count: 1 },
    );
    renderWithOverlays(<PlayForFunList />, '/');
    expect(await screen.findByText('The games could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findAllByRole('button', { name: /play/i })).not.toHaveLength(0);
    expect(screen.queryByText('The games could not be loaded.')).not.toBeInTheDocument();
  });
});
