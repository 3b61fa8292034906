import { Button } from '../../../shared/ui/button';

interface SubmitOrBackProps {
  submit: string;
  /** The form is being sent: the submit button spins and takes no second press. */
  busy: boolean;
  back: string;
  onBack: () => void;
}

/**
 * How an auth step that came from another ends (forgotten password from sign-in, the social
 * sign-up's details from its provider): the form's submit, and below it the way back.
 */
export function SubmitOrBack({ submit, busy, back, onBack }: SubmitOrBackProps) {
  return (
    <>
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {submit}
      </Button>
      <Button variant="ghost" fullWidth onClick={onBack}>
        {back}
      </Button>
    </>
  );
}
