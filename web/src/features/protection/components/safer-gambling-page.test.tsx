import { endpoints } from '@casino/contracts/registry';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { answerCall } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';
import { PGSI_QUESTIONS } from '../lib/self-assessment';
import { signedInWith } from '../testing/protection-test-kit';

/** The shell's background calls of a visitor, quiet (overrides of the control plane). */
async function visitorBackground() {
  await answerCall(endpoints.checkChatAvailable, { error: 0, data: false });
  await answerCall(endpoints.acquireSetting, { error: 0, data: '' });
}

async function openPage() {
  const view = renderApp('/safer-gambling');
  await screen.findByRole('heading', { level: 1, name: 'Safer gambling' });
  return view;
}

const questionGroups = () => screen.getAllByRole('group', { name: /^Question \d:/ });

/** Answers question i (0-based) with the given answer label. */
async function answer(index: number, label: string) {
  const group = questionGroups()[index];
  if (!group) throw new Error(`no question ${index + 1}`);
  await userEvent.click(within(group).getByRole('radio', { name: label }));
}

describe('safer gambling page', { timeout: 20_000 }, () => {
  useSimulator();

  it('is public: explains, lists the tools and asks a visitor to sign in to use them', async () => {
    await visitorBackground();
    await openPage();
    expect(screen.getByRole('heading', { level: 2, name: 'What safer gambling means' })).toBeInTheDocument();
    expect(screen.getByText('Self-exclusion: 6 months, 1 year, 5 years or permanently.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to set your limits' })).toHaveAttribute(
      'href',
      `/login?backurl=${encodeURIComponent('/responsible-gaming')}`,
    );
  });

  it('links a member straight to the responsible gaming settings', async () => {
    await signedInWith([]);
    await openPage();
    expect(
      await screen.findByRole('link', { name: 'Open your responsible gaming settings' }),
    ).toHaveAttribute('href', '/responsible-gaming');
  });

  it('lists real help organisations with their addresses and helplines', async () => {
    await visitorBackground();
    await openPage();
    const help = screen.getByRole('region', { name: 'Where to get help' });
    expect(within(help).getByRole('link', { name: /^BeGambleAware/ })).toHaveAttribute(
      'href',
      'https://www.begambleaware.org/',
    );
    expect(within(help).getByRole('link', { name: /^GamCare/ })).toHaveAttribute('target', '_blank');
    expect(within(help).getAllByRole('link', { name: 'Phone: 0808 8020 133' })[0]).toHaveAttribute(
      'href',
      'tel:+448088020133',
    );
    expect(within(help).getByRole('link', { name: /1-800-GAMBLER/ })).toHaveAttribute(
      'href',
      'tel:+18004262537',
    );
    for (const name of [
      'Gambling Therapy',
      'Gamblers Anonymous',
      'National Council on Problem Gambling',
      'Gamban',
      'GamBlock',
    ])
      expect(within(help).getByRole('link', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
  });

  it('asks the nine PGSI questions and says how many are left', async () => {
    await visitorBackground();
    await openPage();
    expect(questionGroups()).toHaveLength(PGSI_QUESTIONS.length);
    expect(questionGroups()[0]).toHaveAccessibleName(
      'Question 1: Have you bet more than you could really afford to lose?',
    );
    await answer(0, 'Sometimes');
    await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(screen.getByRole('region', { name: 'Your result' })).toHaveTextContent('8 still to go');
  });

  it.each([
    [[], 0, 'No sign of a gambling problem'],
    [['Sometimes', 'Sometimes'], 2, 'Low risk'],
    [['Most of the time', 'Sometimes'], 3, 'Moderate risk'],
    [['Almost always', 'Almost always', 'Most of the time'], 8, 'Gambling is likely harming you'],
  ])('scores %j (the rest never) as %i: %s', async (given, score, band) => {
    await visitorBackground();
    await openPage();
    for (let index = 0; index < PGSI_QUESTIONS.length; index++) await answer(index, given[index] ?? 'Never');
    await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
    const result = screen.getByRole('region', { name: 'Your result' });
    expect(result).toHaveFocus();
    expect(result).toHaveTextContent(`Your score is ${score} out of 27.`);
    expect(within(result).getByText(band)).toBeInTheDocument();

    await userEvent.click(within(result).getByRole('button', { name: 'Start again' }));
    expect(screen.queryByRole('region', { name: 'Your result' })).not.toBeInTheDocument();
    expect(
      within(questionGroups()[0] as HTMLElement).getByRole('radio', { name: 'Never' }),
    ).not.toBeChecked();
  });
});
