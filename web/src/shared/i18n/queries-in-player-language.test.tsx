import { endpoints } from '@casino/contracts/registry';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { signInOnSimulator } from '../../testing/render-overlay';
import { calledApiPaths } from '../../testing/sim-control';
import { useSimulator } from '../../testing/simulator';
import { changeLanguage } from './i18n';
import { QueriesFollowLanguage } from './queries-in-player-language';

const HELP = '/branchIndex/help';
const callsOf = async (path: string) => (await calledApiPaths()).filter((called) => called === `/api${path}`);

/** The app at `path` with the language follower the app mounts beside its routes. */
function renderAppFollowingLanguage(path: string) {
  const app = renderApp(path);
  render(
    <QueryClientProvider client={app.queryClient}>
      <QueriesFollowLanguage />
    </QueryClientProvider>,
  );
  return app;
}

describe('server texts follow the language chosen', { timeout: 20_000 }, () => {
  useSimulator();
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('help read in English shows German once Deutsch is chosen, on screen and when opened again', async () => {
    const { router } = renderAppFollowingLanguage(HELP);
    expect(
      await screen.findByRole('heading', { name: 'How can we help?' }, { timeout: 10_000 }),
    ).toBeInTheDocument();

    // Chosen while the article is on screen: it is asked for again and replaced.
    await act(() => changeLanguage('de'));
    expect(await screen.findByRole('heading', { name: 'Wie können wir dir helfen?' })).toBeInTheDocument();

    // Chosen while it is not: opened again, it comes in the new language, never the old one.
    await router.navigate('/404');
    await act(() => changeLanguage('fr'));
    await router.navigate(HELP);
    expect(await screen.findByRole('heading', { name: /Comment pouvons-nous/ })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Wie können wir dir helfen?' })).not.toBeInTheDocument();
  });

  it('what does not depend on the language (the member and the balance) is not asked for again', async () => {
    await signInOnSimulator();
    renderAppFollowingLanguage(HELP);
    await screen.findByRole('heading', { name: 'How can we help?' }, { timeout: 10_000 });
    expect(await screen.findByText(/1,500\.00/)).toBeInTheDocument();
    const articles = (await callsOf(endpoints.articleGet.path)).length;
    const members = (await callsOf(endpoints.tokenInfo.path)).length;

    await act(() => changeLanguage('de'));
    await screen.findByRole('heading', { name: 'Wie können wir dir helfen?' });
    expect((await callsOf(endpoints.articleGet.path)).length).toBe(articles + 1);
    expect((await callsOf(endpoints.tokenInfo.path)).length).toBe(members);
  });
});
