// The blackjack page: deal, hit, stand; the server keeps the hand and settles it.
(() => {
  const game = window.simGame;
  const deal = document.getElementById('deal');
  const hit = document.getElementById('hit');
  const stand = document.getElementById('stand');
  const message = document.getElementById('message');
  const suits = { S: ['♠', 'spades'], H: ['♥', 'hearts'], D: ['♦', 'diamonds'], C: ['♣', 'clubs'] };
  const results = {
    blackjack: 'Blackjack! You win',
    win: 'You win',
    push: 'Push: your bet is returned',
    lose: 'Dealer wins',
    bust: 'Bust: dealer wins',
  };

  function renderCards(containerId, cards, hidden) {
    const container = document.getElementById(containerId);
    container.replaceChildren();
    for (const card of cards) {
      const [symbol, name] = suits[card.suit];
      const element = document.createElement('div');
      element.className = `card${card.suit === 'H' || card.suit === 'D' ? ' red' : ''}`;
      element.setAttribute('role', 'img');
      element.setAttribute('aria-label', `${card.rank} of ${name}`);
      element.textContent = `${card.rank}${symbol}`;
      container.append(element);
    }
    for (let i = 0; i < hidden; i++) {
      const back = document.createElement('div');
      back.className = 'card back';
      back.setAttribute('role', 'img');
      back.setAttribute('aria-label', 'Hidden card');
      container.append(back);
    }
  }

  function showHand(hand) {
    renderCards('dealer-cards', hand.dealer, hand.dealerHidden);
    renderCards('player-cards', hand.player, 0);
    document.getElementById('dealer-value').textContent = `(${hand.dealerValue})`;
    document.getElementById('player-value').textContent = `(${hand.playerValue})`;
    const open = hand.status === 'open';
    hit.disabled = !open;
    stand.disabled = !open;
    deal.disabled = open;
  }

  function afterRound(result) {
    const hand = result.outcome;
    showHand(hand);
    game.setBalance(result.balance);
    let text;
    if (hand.status === 'open') {
      text = `You have ${hand.playerValue}. Dealer shows ${hand.dealerValue}. Hit or stand?`;
    } else {
      game.setLastWin(result.win);
      text = `${results[hand.result]}${result.win > 0 ? ` ${game.money(result.win)}` : ''}. You ${hand.playerValue}, dealer ${hand.dealerValue}.`;
    }
    message.textContent = text;
    game.announce(text);
  }

  // Locks every button while a call runs, then lets the hand decide which ones are live.
  const act = (payload) =>
    game.withControlsLocked([deal, hit, stand], async () => {
      const result = await game.playRound(payload);
      window.setTimeout(() => afterRound(result), 0);
    });

  deal.addEventListener('click', () => act({ choice: 'deal', bet: game.selectedBet() }));
  hit.addEventListener('click', () => act({ choice: 'hit' }));
  stand.addEventListener('click', () => act({ choice: 'stand' }));
  // Sent disabled (game-page-markup.ts): a press before this script listened did nothing.
  deal.disabled = false;

  // A reload keeps the hand in play.
  game
    .loadState()
    .then((state) => {
      if (state.activeHand) {
        showHand(state.activeHand.hand);
        message.textContent = 'Your hand is still in play. Hit or stand?';
      }
    })
    .catch((error) => game.showError(error.message));
})();
