// The slot page: spin, show the reels the server drew, announce the result.
(() => {
  const game = window.simGame;
  const reels = document.getElementById('reels');
  const spin = document.getElementById('spin');
  const message = document.getElementById('message');
  const labels = {
    cherry: 'Cherry',
    lemon: 'Lemon',
    orange: 'Orange',
    bell: 'Bell',
    star: 'Star',
    seven: 'Seven',
    bar: 'Bar',
  };

  function showGrid(grid) {
    for (const cell of reels.querySelectorAll('.cell')) {
      const symbol = grid[Number(cell.dataset.row)][Number(cell.dataset.col)];
      const icon = cell.querySelector('svg');
      icon.setAttribute('aria-label', labels[symbol]);
      icon.querySelector('use').setAttribute('href', `#sym-${symbol}`);
    }
  }

  spin.addEventListener('click', () =>
    game.withControlsLocked([spin], async () => {
      reels.classList.remove('win');
      reels.classList.add('spinning');
      message.textContent = 'Spinning…';
      try {
        const result = await game.playRound({ bet: game.selectedBet() });
        await new Promise((resolve) => window.setTimeout(resolve, 350));
        showGrid(result.outcome.grid);
        game.setBalance(result.balance);
        game.setLastWin(result.win);
        const line = result.outcome.grid[1].map((symbol) => labels[symbol]).join(', ');
        const text =
          result.win > 0
            ? `You win ${game.money(result.win)}! ${line}.`
            : `No win. ${line}. Balance ${game.money(result.balance)}.`;
        if (result.win > 0) reels.classList.add('win');
        message.textContent = text;
        game.announce(text);
      } finally {
        reels.classList.remove('spinning');
      }
    }),
  );
  // Sent disabled (game-page-markup.ts): a press before this script listened did nothing.
  spin.disabled = false;
})();
