import { regionsOfCallingCode } from '@casino/contracts/reference/calling-codes';
import type { CallingCode } from '@casino/contracts/reference/schemas';
import type { PickerOption } from '../../../shared/ui/picker';

/** Region names in `language` ("GB" -> "Vereinigtes Königreich"); the code itself if unknown. */
function regionNamer(language: string): (region: string) => string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    return (region) => names.of(region) ?? region;
  } catch {
    return (region) => region;
  }
}

/**
 * The mobile-prefix picker's options: the code as the field shows it ("+44") and the
 * countries that dial it in the player's language, so a player finds a code by its number or by
 * a country's name. The list answers the code alone (spec 01 section 7); the countries come
 * from the contracts' calling-code table.
 */
export function callingCodeOptions(codes: readonly CallingCode[], language: string): PickerOption[] {
  const regionName = regionNamer(language);
  return codes.map((code) => {
    const countries = regionsOfCallingCode(code.telNum).map(regionName).join(', ');
    return { value: code.telNum, label: `+${code.telNum}`, ...(countries ? { description: countries } : {}) };
  });
}
