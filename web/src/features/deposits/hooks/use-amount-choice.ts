import { useState } from 'react';

/**
 * A preset amount or a typed one, never both (spec 02 §5: choosing a preset clears the other
 * amount, typing clears the preset). `amount` is what will be sent, or null.
 */
export function useAmountChoice(defaultPreset: number | null = null) {
  const [preset, setPreset] = useState<number | null>(defaultPreset);
  const [other, setOther] = useState('');
  const typed = other.trim() === '' ? null : Number(other);
  return {
    preset,
    other,
    amount: preset ?? (typed !== null && Number.isFinite(typed) ? typed : null),
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
