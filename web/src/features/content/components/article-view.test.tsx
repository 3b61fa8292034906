import { endpoints } from '@casino/contracts/registry';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { answerCall } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';

const hostileArticle = {
  id: 99,
  content:
    '<h1>Rules</h1><script>window.hacked = true</script><img src="x" onerror="window.hacked = true" alt="Broken">' +
    '<img data-href="/branchIndex/help" src="/api/sys/file/get?id=1" alt="Bonus help">',
  backgroundColor: '#ffffff',
  fontColor: '#1f2933',
  padding: '16px 20px',
};

describe('article viewer against a hostile article', { timeout: 20_000 }, () => {
  useSimulator();

  it('strips scripts and handlers and makes the data-href image an in-app link', async () => {
    await answerCall(endpoints.articleGet, { error: 0, data: hostileArticle });
    const { router, container } = renderApp('/article?id=99');
    const link = await screen.findByRole('link', { name: 'Bonus help' });
    expect(container.querySelector('script, [onerror]')).toBeNull();
    const article = container.querySelector('article');
    expect(article).toHaveStyle({ backgroundColor: '#ffffff', padding: '16px 20px' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/branchIndex/help'));
  });

  it('toasts the server message when the article cannot be loaded', async () => {
    await answerCall(endpoints.articleGet, { error: 1000, message: 'Article not found' });
    renderApp('/article?id=5');
    expect(await screen.findByText('Article not found')).toBeInTheDocument();
    expect(await screen.findByText('This page could not be loaded.')).toHaveAttribute('role', 'alert');
  });
});

describe('article viewer against the simulator', { timeout: 20_000 }, () => {
  useSimulator();

  it('shows the promotions article; its banner image navigates inside the app on click', async () => {
    const { router } = renderApp('/article?id=8');
    expect(await screen.findByRole('heading', { name: /Promotions at/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /first deposit bonus/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/branchIndex/help'));
  });

  it.each([
    [1, /Terms/],
    [2, /Privacy/],
    [3, /Privacy/],
    [4, /User Agreement/i],
    [6, /Banking/],
    [7, /Withdraw/i],
    [9, /Cash/i],
    [12, /Message/i],
  ])('legal article %i shows in the viewer under its heading %s', async (id, heading) => {
    const { container } = renderApp(`/article?id=${id}`);
    await screen.findByText('Was this page helpful?');
    const article = container.querySelector('article');
    if (!article) throw new Error('No article');
    expect(within(article).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(heading);
  });

  it('feedback: Yes opens the box for what the player would add', async () => {
    renderApp('/article?id=12');
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('textbox', { name: 'Great! Anything you would add?' })).toBeVisible();
  });

  it('feedback: yes or no opens a comment box that clears only on send, with no call', async () => {
    renderApp('/article?id=5');
    const feedback = (await screen.findByText('Was this page helpful?')).closest('section') as HTMLElement;
    const calls = (globalThis.fetch as unknown as { mock?: unknown }).mock;
    expect(calls).toBeUndefined();
    await userEvent.click(within(feedback).getByRole('button', { name: 'No' }));
    expect(within(feedback).getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    const box = within(feedback).getByLabelText('Sorry about that. What were you looking for?');
    await userEvent.type(box, 'Cashback days');
    await userEvent.click(within(feedback).getByRole('button', { name: 'Yes' }));
    // Changing the answer keeps what was typed: only sending clears it.
    expect(within(feedback).getByLabelText('Great! Anything you would add?')).toHaveValue('Cashback days');
    await userEvent.click(within(feedback).getByRole('button', { name: 'Send feedback' }));
    expect(within(feedback).queryByRole('textbox')).toBeNull();
    expect(within(feedback).getByText('Thank you for your feedback.')).toBeInTheDocument();
  });
});
