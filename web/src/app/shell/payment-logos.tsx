/**
 * Small drawn marks of the accepted payment methods (no external images). Each is an image
 * named by its brand for screen readers.
 */
function Logo({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <li className="payment-logo">
      <svg role="img" aria-label={name} viewBox="0 0 64 40" width="56" height="35" focusable="false">
        <title>{name}</title>
        <rect width="64" height="40" rx="6" fill="#ffffff" />
        {children}
      </svg>
    </li>
  );
}

export function PaymentLogos({ label }: { label: string }) {
  return (
    <ul className="payment-logos" aria-label={label}>
      <Logo name="Visa">
        <text
          x="32"
          y="27"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="17"
          fontWeight="900"
          fontStyle="italic"
          fill="#1a1f71"
        >
          VISA
        </text>
      </Logo>
      <Logo name="Mastercard">
        <circle cx="25" cy="20" r="11" fill="#eb001b" />
        <circle cx="39" cy="20" r="11" fill="#f79e1b" />
        <path d="M32 11.5a11 11 0 0 1 0 17 11 11 0 0 1 0-17Z" fill="#ff5f00" />
      </Logo>
      <Logo name="Bitcoin">
        <circle cx="32" cy="20" r="13" fill="#f7931a" />
        {/* A drawn ₿: the sign is missing from many system fonts (an empty box on Debian's). */}
        <path d="M30 11 V29 M34.5 11 V29" stroke="#ffffff" strokeWidth="1.8" />
        <text
          x="32.5"
          y="26"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="17"
          fontWeight="700"
          fill="#ffffff"
        >
          B
        </text>
      </Logo>
      <Logo name="Tether">
        <circle cx="32" cy="20" r="13" fill="#26a17b" />
        <text
          x="32"
          y="26"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="17"
          fontWeight="700"
          fill="#ffffff"
        >
          ₮
        </text>
      </Logo>
      <Logo name="PayPal">
        <text
          x="32"
          y="25"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="13"
          fontWeight="800"
          fontStyle="italic"
        >
          <tspan fill="#003087">Pay</tspan>
          <tspan fill="#009cde">Pal</tspan>
        </text>
      </Logo>
      <Logo name="Pix">
        <path d="M20 20 26 14 32 20 26 26Z" fill="#32bcad" />
        <text
          x="44"
          y="25"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="14"
          fontWeight="700"
          fill="#1b7a70"
        >
          pix
        </text>
      </Logo>
    </ul>
  );
}
