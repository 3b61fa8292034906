interface AmountChoicesProps {
  amounts: readonly number[];
  /** How many buttons share a row (the specs say four for deposits and cash-outs alike). */
  perRow: number;
  chosen: number | null;
  onChoose: (amount: number) => void;
  /** What a button says for its amount ("$50", "$1,000.00"): its accessible name too. */
  text: (amount: number) => string;
  /** The element naming the amounts as a group; absent inside a fieldset, whose legend does. */
  labelledBy?: string;
}

/**
 * Amounts offered as toggle buttons, `perRow` to a row, the chosen one pressed: the deposit's
 * preset amounts and the cash-out's quick amounts. The stylesheet (`quick-amounts` in the ui
 * kit) sizes the text to the row, so four "$1,000.00" fit a 320 px screen.
 */
export function AmountChoices({ amounts, perRow, chosen, onChoose, text, labelledBy }: AmountChoicesProps) {
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-labelledby comes only with the group role
    <div
      role={labelledBy ? 'group' : undefined}
      aria-labelledby={labelledBy}
      className="quick-amounts"
      style={{ ['--per-row' as string]: perRow }}
    >
      {amounts.map((amount) => (
        <button
          key={amount}
          type="button"
          className="quick-amounts__option"
          aria-pressed={chosen === amount}
          onClick={() => onChoose(amount)}
        >
          {text(amount)}
        </button>
      ))}
    </div>
  );
}
