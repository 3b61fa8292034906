import { endpoints } from '@casino/contracts/registry';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectLinkTo } from '../../../testing/links';
import { renderApp } from '../../../testing/render-app';
import { answerCall, simControl } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';

const article = (content: string) => ({
  error: 0,
  data: { id: 13, content, backgroundColor: '#f5f7fb', fontColor: '#1c2434', padding: '16px 20px' },
});

describe('help area', { timeout: 20_000 }, () => {
  useSimulator();
  beforeEach(async () => {
    await answerCall(endpoints.articleGet, article('<h2>How can we help?</h2>'));
  });

  it('help home: search box filters the help pages by title and keywords as you type', async () => {
    renderApp('/branchIndex/help');
    // The first test also waits for the lazy page's first compile.
    const search = await screen.findByPlaceholderText('Search help pages...', {}, { timeout: 10_000 });
    expect(search).toHaveAccessibleName('Search the help pages');
    await userEvent.type(search, 'cash out');
    const results = screen.getByRole('list', { name: 'Help pages' });
    expectLinkTo(results, 'Withdrawal rules', '/cashier/cashierInfo/withdrawalRules');
    expect(within(results).queryByRole('link', { name: 'Blackjack' })).toBeNull();
    expect(screen.getByText('1 page found')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'BLACKJ');
    expect(within(screen.getByRole('list', { name: 'Help pages' })).getAllByRole('link')).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzzz');
    expect(screen.getByText(/No help page matches your search/)).toBeInTheDocument();
  });

  it('help home shows its article and the topic selector points to the right page', async () => {
    renderApp('/branchIndex/help');
    expect(await screen.findByRole('heading', { name: 'How can we help?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Withdrawal' }));
    expect(screen.getByRole('link', { name: 'Read: Withdrawal' })).toHaveAttribute(
      'href',
      '/cashier/cashierInfo/withdrawalRules',
    );
    for (const name of [
      'Deposit',
      'Bonus',
      'Closing my account',
      'Security',
      'Verification',
      'Technical issue',
    ])
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
  });

  it.each([
    ['/branchIndex/myAccount', '/myAccount/myAccountInfo', 'My account'],
    ['/branchIndex/tableGames', '/tableGames/tableGamesInfo', 'Table games'],
    ['/branchIndex/cashier', '/cashier/cashierInfo', 'Cashier'],
    ['/branchIndex/bonus', '/bonus/bonusInfo', 'Bonuses'],
  ])('%s redirects to its info page %s', async (from, to, title) => {
    const { router } = renderApp(from);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(to);
  });

  it('help home: /branchIndex opens it; a search result and the topic selector lead on', async () => {
    const { router } = renderApp('/branchIndex');
    const search = await screen.findByPlaceholderText('Search help pages...');
    expect(router.state.location.pathname).toBe('/branchIndex/help');
    await userEvent.type(search, 'withdraw');
    const results = screen.getByRole('list', { name: 'Help pages' });
    await userEvent.click(screen.getByRole('radio', { name: 'Verification' }));
    expect(screen.getByRole('link', { name: 'Read: Verification' })).toBeVisible();
    await userEvent.click(within(results).getByRole('link', { name: 'Withdrawal rules' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawal rules' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cashier/cashierInfo/withdrawalRules');
  });

  it('every help page shows its title, a breadcrumb home and an article', async () => {
    await simControl.call('removeAllOverrides', {});
    const { router } = renderApp('/404');
    for (const [path, title] of [
      ['/branchIndex/help', 'Help centre'],
      ['/myAccount/myAccountInfo', 'My account'],
      ['/myAccount/myAccountInfo/depositRules', 'Deposit rules'],
      ['/myAccount/myAccountInfo/bonusRules', 'Bonus rules'],
      ['/myAccount/myAccountInfo/casino361', 'Casino rules'],
      ['/myAccount/myAccountInfo/aboutUs', 'About us'],
      ['/myAccount/myAccountInfo/privacyPolicy', 'Privacy policy'],
      ['/tableGames/tableGamesInfo', 'Table games'],
      ['/tableGames/tableGamesInfo/blackjack', 'Blackjack'],
      ['/cashier/cashierInfo', 'Cashier'],
      ['/cashier/cashierInfo/withdrawalRules', 'Withdrawal rules'],
      ['/bonus/bonusInfo', 'Bonuses'],
      ['/bonus/bonusInfo/terms', 'Bonus terms'],
    ] as const) {
      await router.navigate(path);
      expect(await screen.findByRole('heading', { level: 1, name: title }), path).toBeInTheDocument();
      const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(crumbs).getByRole('link', { name: 'Home' }), path).toHaveAttribute(
        'href',
        '/branchIndex',
      );
      const article = await waitFor(() => {
        const shown = document.querySelector<HTMLElement>('article .article__html');
        if (!shown) throw new Error(`${path}: no article yet`);
        return shown;
      });
      expect(within(article).getAllByRole('heading', { level: 2 })[0], path).toBeVisible();
    }
  });

  it('a sub-page has a breadcrumb whose Home crumb goes to /branchIndex, and shows its article', async () => {
    await simControl.call('removeAllOverrides', {});
    await answerCall(endpoints.articleGet, article('<h2>Deposit rules text</h2>'));
    const { router } = renderApp('/myAccount/myAccountInfo/depositRules');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expectLinkTo(crumbs, 'Home', '/branchIndex');
    expectLinkTo(crumbs, 'Help centre', '/branchIndex/help');
    expectLinkTo(crumbs, 'My account', '/myAccount/myAccountInfo');
    expect(within(crumbs).getByText('Deposit rules')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Deposit rules text' })).toBeInTheDocument();
    await userEvent.click(within(crumbs).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/branchIndex/help'));
  });
});
