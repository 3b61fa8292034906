import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createAppQueryClient } from '../../../app/providers';
import { simControl } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';
import { ClockSection } from './clock-section';

function renderClock() {
  render(
    <AppProviders queryClient={createAppQueryClient()}>
      <ClockSection />
    </AppProviders>,
  );
}

const ranItems = () => within(screen.getByRole('list', { name: 'Events that ran' })).getAllByRole('listitem');

describe('demo panel: Next event and Run until idle', () => {
  useSimulator();

  it('steps the clock to a withdrawal’s next status, then runs the rest, listing what ran', async () => {
    // Read before the withdrawal is made: its next status is 3 minutes after its own time, which
    // a clock read after it (milliseconds later, on a loaded machine) would overshoot.
    const before = (await simControl.call('getClock', {})).epochMs;
    await simControl.call('applyScenario', {
      scenario: { description: 'one withdrawal in flight', withdrawals: [{ username: 'demo', amount: 50 }] },
    });
    const user = userEvent.setup();
    renderClock();

    await user.click(await screen.findByRole('button', { name: 'Next event' }));
    expect(await screen.findByText(/^Scheduled events run: 1\./)).toBeInTheDocument();
    expect(ranItems()).toHaveLength(1);
    expect(ranItems()[0]).toHaveTextContent('Withdrawal moves to its next status');
    const afterStep = (await simControl.call('getClock', {})).epochMs;
    expect(afterStep - before).toBeGreaterThanOrEqual(3 * 60_000);

    await user.click(screen.getByRole('button', { name: 'Run until idle' }));
    expect(await screen.findByText(/^Scheduled events run: 3\./)).toBeInTheDocument();
    expect(ranItems()).toHaveLength(3);
    expect((await simControl.call('getSchedule', {})).events).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Next event' }));
    expect(await screen.findByText('Nothing is scheduled: the clock did not move.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Events that ran' })).not.toBeInTheDocument();
  });
});
