// Shared helpers of the simulated game pages: the round call, the wallet display and the
// announcements screen readers hear. Loaded as a file: the pages allow no inline script.
(() => {
  const body = document.body;
  const session = body.dataset.session || '';
  const currency = body.dataset.currency || '';
  const balanceOutput = document.getElementById('balance');
  const lastWinOutput = document.getElementById('last-win');
  const announcer = document.getElementById('announcer');
  const errorBox = document.getElementById('error');

  const money = (amount) => `${currency} ${Number(amount).toFixed(2)}`;

  function announce(text) {
    if (!announcer) return;
    // Clearing first makes screen readers read a repeated message again.
    announcer.textContent = '';
    window.setTimeout(() => {
      announcer.textContent = text;
    }, 30);
  }

  function showError(message) {
    if (!errorBox) return;
    errorBox.textContent = message;
    errorBox.hidden = !message;
  }

  function setBalance(amount) {
    if (balanceOutput) balanceOutput.textContent = money(amount);
  }

  function setLastWin(amount) {
    if (lastWinOutput) lastWinOutput.textContent = money(amount);
  }

  async function request(path, init) {
    let response;
    try {
      response = await fetch(path, init);
    } catch {
      throw new Error('The game server cannot be reached. Check your connection and try again.');
    }
    const envelope = await response.json().catch(() => null);
    if (!envelope || envelope.error !== 0) {
      throw new Error(envelope?.message || 'The game server answered with an error.');
    }
    return envelope.data;
  }

  /**
   * Tells the app framing this page that a round moved the wallet, so its header follows at
   * once. The page may only be framed by its own origin (frame-ancestors 'self'): the message
   * goes to that origin and nowhere else (the browser drops it for any other parent).
   */
  function tellTheApp() {
    const type = body.dataset.roundMessage;
    if (!type || window.parent === window) return;
    window.parent.postMessage({ type }, window.location.origin);
  }

  /**
   * Once the player has touched the game, this page has the keyboard and the app framing it
   * never sees a key: Escape is passed on, and the app closes the game as its own Escape does.
   */
  document.addEventListener('keydown', (event) => {
    const type = body.dataset.escapeMessage;
    if (event.key !== 'Escape' || event.isComposing || !type || window.parent === window) return;
    window.parent.postMessage({ type }, window.location.origin);
  });

  async function playRound(payload) {
    const result = await request('/sim/games/api/round', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session, ...payload }),
    });
    tellTheApp();
    return result;
  }

  function loadState() {
    return request(`/sim/games/api/state?session=${encodeURIComponent(session)}`, { method: 'GET' });
  }

  function selectedBet() {
    const select = document.getElementById('bet');
    return select ? Number(select.value) : 1;
  }

  /** Runs a round with the controls disabled, showing the error when it fails. */
  async function withControlsLocked(buttons, task) {
    for (const button of buttons) button.disabled = true;
    showError('');
    try {
      await task();
    } catch (error) {
      showError(error.message);
      announce(error.message);
    } finally {
      for (const button of buttons) button.disabled = false;
    }
  }

  window.simGame = {
    money,
    announce,
    showError,
    setBalance,
    setLastWin,
    playRound,
    loadState,
    selectedBet,
    withControlsLocked,
  };
})();
