// The roulette page: one bet per spin, the number shown on the wheel and in the history.
(() => {
  const game = window.simGame;
  const spin = document.getElementById('spin');
  const wheel = document.getElementById('wheel');
  const message = document.getElementById('message');
  const history = document.getElementById('history');
  const straightNumber = document.getElementById('straight-number');

  function chosenBet() {
    const checked = document.querySelector('input[name="choice"]:checked');
    const value = checked ? checked.value : 'red';
    return value === 'straight' ? `straight:${straightNumber.value}` : value;
  }

  straightNumber.addEventListener('change', () => {
    const straight = document.querySelector('input[name="choice"][value="straight"]');
    if (straight) straight.checked = true;
  });

  spin.addEventListener('click', () =>
    game.withControlsLocked([spin], async () => {
      message.textContent = 'The ball is rolling…';
      const result = await game.playRound({ bet: game.selectedBet(), choice: chosenBet() });
      const { number, color } = result.outcome;
      wheel.textContent = String(number);
      wheel.className = `wheel-result ${color}`;
      wheel.setAttribute('aria-label', `${number} ${color}`);
      const chip = document.createElement('span');
      chip.className = color;
      chip.textContent = String(number);
      history.prepend(chip);
      while (history.children.length > 12) history.lastElementChild.remove();
      game.setBalance(result.balance);
      game.setLastWin(result.win);
      const text =
        result.win > 0
          ? `${number} ${color}. You win ${game.money(result.win)}!`
          : `${number} ${color}. No win this time.`;
      message.textContent = text;
      game.announce(text);
    }),
  );
  // Sent disabled (game-page-markup.ts): a press before this script listened did nothing.
  spin.disabled = false;
})();
