/**
 * The simulated blackjack: one 52-card deck shuffled per hand, deal / hit / stand, dealer
 * stands on all 17s, blackjack pays 3:2 (2.5x the stake returned), a win 2x, a push 1x. No
 * split, double or insurance. Its return follows from the rules and the player's play (about
 * 0.96-0.98 with basic strategy), not from the game's configured RTP.
 */

export interface Card {
  rank: 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K';
  suit: 'S' | 'H' | 'D' | 'C';
}

const RANKS: Card['rank'][] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS: Card['suit'][] = ['S', 'H', 'D', 'C'];

export type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

/** A hand in play or finished; `deck` stays on the server (the page sees `blackjackView`). */
export interface BlackjackHand {
  deck: Card[];
  player: Card[];
  dealer: Card[];
  status: 'open' | 'settled';
  result: HandResult | null;
  multiplier: number;
}

export function shuffledDeck(random: () => number): Card[] {
  const deck = SUITS.flatMap((suit) => RANKS.map((rank) => ({ rank, suit })));
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j] as Card, deck[i] as Card];
  }
  return deck;
}

export function handValue(cards: readonly Card[]): number {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    if (card.rank === 'A') {
      aces++;
      total += 11;
    } else total += ['J', 'Q', 'K'].includes(card.rank) ? 10 : Number(card.rank);
  }
  while (total > 21 && aces > 0) {
    total -= 10;
    aces--;
  }
  return total;
}

const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && handValue(cards) === 21;

function draw(hand: BlackjackHand, to: 'player' | 'dealer') {
  const card = hand.deck.shift();
  if (!card) throw new Error('The deck ran out');
  hand[to].push(card);
}

function finish(hand: BlackjackHand, result: HandResult): BlackjackHand {
  const multipliers: Record<HandResult, number> = { blackjack: 2.5, win: 2, push: 1, lose: 0, bust: 0 };
  return { ...hand, status: 'settled', result, multiplier: multipliers[result] };
}

/** The dealer draws to 17, then the hands compare. */
function settleByComparison(hand: BlackjackHand): BlackjackHand {
  while (handValue(hand.dealer) < 17) draw(hand, 'dealer');
  const player = handValue(hand.player);
  const dealer = handValue(hand.dealer);
  if (dealer > 21 || player > dealer) return finish(hand, 'win');
  return finish(hand, player === dealer ? 'push' : 'lose');
}

export function dealBlackjack(random: () => number): BlackjackHand {
  const hand: BlackjackHand = {
    deck: shuffledDeck(random),
    player: [],
    dealer: [],
    status: 'open',
    result: null,
    multiplier: 0,
  };
  draw(hand, 'player');
  draw(hand, 'dealer');
  draw(hand, 'player');
  draw(hand, 'dealer');
  const playerNatural = isBlackjack(hand.player);
  const dealerNatural = isBlackjack(hand.dealer);
  if (playerNatural || dealerNatural) {
    if (playerNatural && dealerNatural) return finish(hand, 'push');
    return finish(hand, playerNatural ? 'blackjack' : 'lose');
  }
  return hand;
}

export function hitBlackjack(hand: BlackjackHand): BlackjackHand {
  const next = { ...hand, deck: [...hand.deck], player: [...hand.player], dealer: [...hand.dealer] };
  draw(next, 'player');
  const value = handValue(next.player);
  if (value > 21) return finish(next, 'bust');
  // 21 cannot be improved: stand for the player.
  if (value === 21) return settleByComparison(next);
  return next;
}

export function standBlackjack(hand: BlackjackHand): BlackjackHand {
  return settleByComparison({
    ...hand,
    deck: [...hand.deck],
    player: [...hand.player],
    dealer: [...hand.dealer],
  });
}

/** What the page may see: no deck, and the dealer's hole card hidden while the hand is open. */
export function blackjackView(hand: BlackjackHand) {
  const dealer = hand.status === 'open' ? hand.dealer.slice(0, 1) : hand.dealer;
  return {
    status: hand.status,
    result: hand.result,
    player: hand.player,
    dealer,
    dealerHidden: hand.status === 'open' ? hand.dealer.length - dealer.length : 0,
    playerValue: handValue(hand.player),
    dealerValue: handValue(dealer),
  };
}
