/**
 * One drawing per guide section (wallet, exchange, buying, transferring, depositing, tips).
 * The spec's guide has videos; the simulator serves none and the app loads nothing from other
 * sites, so each section shows a still drawing with a caption instead.
 */
const stroke = {
  stroke: '#0b2030',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const drawings = [
  // Wallet with a key.
  <g key="wallet">
    <rect x="18" y="28" width="84" height="56" rx="10" fill="#f5c542" {...stroke} />
    <rect x="70" y="46" width="32" height="20" rx="6" fill="#ffe9a8" {...stroke} />
    <circle cx="80" cy="56" r="4" fill="#0b2030" />
    <path d="M30 28 L74 14 L82 28" fill="none" {...stroke} />
  </g>,
  // Exchange: two arrows between coins.
  <g key="exchange">
    <circle cx="30" cy="50" r="16" fill="#f7931a" {...stroke} />
    <circle cx="90" cy="50" r="16" fill="#26a17b" {...stroke} />
    <path d="M48 40 H72 l-6 -6 M72 60 H48 l6 6" fill="none" {...stroke} />
  </g>,
  // Buying: a card turning into a coin.
  <g key="buy">
    <rect x="12" y="32" width="54" height="36" rx="6" fill="#8ecae6" {...stroke} />
    <path d="M12 44 H66" {...stroke} />
    <path d="M72 50 H84 l-5 -5 M84 50 l-5 5" fill="none" {...stroke} />
    <circle cx="100" cy="50" r="13" fill="#f7931a" {...stroke} />
  </g>,
  // Transferring: exchange to wallet with a network line.
  <g key="transfer">
    <rect x="10" y="30" width="36" height="40" rx="6" fill="#8ecae6" {...stroke} />
    <rect x="74" y="34" width="36" height="32" rx="6" fill="#f5c542" {...stroke} />
    <path d="M48 50 H72" strokeDasharray="6 6" fill="none" {...stroke} />
    <circle cx="60" cy="50" r="5" fill="#ffffff" {...stroke} />
  </g>,
  // Depositing: a QR code and a phone.
  <g key="deposit">
    <rect x="20" y="20" width="40" height="60" rx="8" fill="#e8f3fa" {...stroke} />
    <rect x="28" y="30" width="24" height="24" fill="#ffffff" {...stroke} />
    <rect x="32" y="34" width="6" height="6" fill="#0b2030" />
    <rect x="42" y="44" width="6" height="6" fill="#0b2030" />
    <path d="M66 50 H84 l-5 -5 M84 50 l-5 5" fill="none" {...stroke} />
    <circle cx="98" cy="50" r="12" fill="#f5c542" {...stroke} />
  </g>,
  // Tips: a light bulb.
  <g key="tips">
    <circle cx="60" cy="42" r="20" fill="#ffe066" {...stroke} />
    <rect x="50" y="62" width="20" height="14" rx="3" fill="#cfd8dc" {...stroke} />
    <path d="M60 32 V48 M54 42 H66" fill="none" {...stroke} />
  </g>,
];

interface CryptoIllustrationProps {
  index: number;
  caption: string;
}

export function CryptoIllustration({ index, caption }: CryptoIllustrationProps) {
  const drawing = drawings[index % drawings.length];
  return (
    <figure className="crypto-guide__figure">
      <svg viewBox="0 0 120 100" width="120" height="100" aria-hidden="true" focusable="false">
        <rect width="120" height="100" rx="12" fill="#d9ecf7" />
        {drawing}
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
