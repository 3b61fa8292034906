import type { ReactNode } from 'react';

interface LogoProps {
  name: string;
  background: string;
  children: ReactNode;
}

/**
 * The accepted payment methods as drawn badges (no external images),
 * one set for the footer and the banking pop-up. Each badge is an image named by its brand.
 */
function Logo({ name, background, children }: LogoProps) {
  return (
    <li className="payment-logos__item">
      <svg viewBox="0 0 64 40" role="img" aria-label={name} focusable="false">
        <title>{name}</title>
        <rect width="64" height="40" rx="6" fill={background} />
        {children}
      </svg>
    </li>
  );
}

const wordmark = (text: string, fill: string, size = 13, x = 32) => (
  <text
    x={x}
    y="25"
    textAnchor="middle"
    fontFamily="Arial, Helvetica, sans-serif"
    fontWeight="700"
    fontSize={size}
    fill={fill}
  >
    {text}
  </text>
);

/**
 * The accepted payment methods as small logos drawn inline (no network images): cards, PayPal,
 * Pix, Cash App and the four coins the crypto deposit takes.
 */
interface PaymentLogosProps {
  /** The list's accessible name ("Accepted payment methods"). */
  label?: string;
  /** `small` in the footer (56×35), `regular` (64×40) elsewhere. */
  size?: 'small' | 'regular';
}

export function PaymentLogos({ label, size = 'regular' }: PaymentLogosProps) {
  return (
    <ul className={`payment-logos payment-logos--${size}`} aria-label={label}>
      <Logo name="Visa" background="#1a1f71">
        {wordmark('VISA', '#ffffff', 15)}
      </Logo>
      <Logo name="Mastercard" background="#ffffff">
        <circle cx="26" cy="20" r="11" fill="#eb001b" />
        <circle cx="38" cy="20" r="11" fill="#f79e1b" fillOpacity="0.9" />
      </Logo>
      <Logo name="PayPal" background="#ffffff">
        {wordmark('PayPal', '#003087', 13)}
      </Logo>
      <Logo name="Pix" background="#ffffff">
        <path d="M13 20 L20 13 L27 20 L20 27 Z" fill="#32bcad" />
        {wordmark('pix', '#0f7d72', 13, 42)}
      </Logo>
      <Logo name="Cash App" background="#00d632">
        {wordmark('$', '#ffffff', 20)}
      </Logo>
      <Logo name="Bitcoin" background="#f7931a">
        {/* A drawn ₿: the sign is missing from many system fonts. */}
        <path d="M29 9 V31 M35 9 V31" stroke="#ffffff" strokeWidth="2.5" />
        {wordmark('B', '#ffffff', 20, 32)}
      </Logo>
      <Logo name="Ethereum" background="#3c3c3d">
        <path d="M32 8 L40 21 L32 26 L24 21 Z M32 28 L40 23 L32 33 L24 23 Z" fill="#ffffff" />
      </Logo>
      {/* Tether's ₮ and Litecoin's Ł drawn as paths, like the ₿: fonts may lack the signs. */}
      <Logo name="Tether (USDT)" background="#26a17b">
        <path d="M23 12 H41 M32 12 V30 M25 19 H39" stroke="#ffffff" strokeWidth="3" fill="none" />
      </Logo>
      <Logo name="Litecoin" background="#345d9d">
        <path d="M29 10 V29 H39 M25 22 L34 17" stroke="#ffffff" strokeWidth="3" fill="none" />
      </Logo>
    </ul>
  );
}
