import { useState } from 'react';
import { typedAmount } from '../lib/deposit-validation';

/**
 * A preset amount or a typed one, never both (spec 02 §5: choosing a preset clears the other
 * amount, typing clears the preset). `amount` is what will be sent (NaN for a text that is not
 * whole digits), or null.
 */
export function useAmountChoice(defaultPreset: number | null = null) {
  const [preset, setPreset] = useState<number | null>(defaultPreset);
  const [other, setOther] = useState('');
  return {
    preset,
    other,
    amount: preset ?? typedAmount(other),
    choosePreset(value: number) {
      setPreset(value);
      setOther('');
    },
    typeOther(text: string) {
      setOther(text);
      setPreset(null);
    },
  };
}

export type AmountChoice = ReturnType<typeof useAmountChoice>;
