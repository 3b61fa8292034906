import { playerMessage } from '../../../shared/api/player-message';

/** The lookup's refusal, said under the form of either lookup page. */
export function LookupError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p className="withdraw-query__error" role="alert">
      {playerMessage(error)}
    </p>
  );
}
