import type { SessionUser } from '@casino/contracts/auth/schemas';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppProviders, createAppQueryClient } from '../../../app/providers';
import { getSessionUserQueryOptions } from '../api/get-session-user';
import { sessionEnd } from '../session-end';
import { useKeepOnSessionEnd, useKeptDraft } from './use-session-draft';

const NoteSchema = z.object({ note: z.string() });

/** A form that keeps its note, never its secret, should the session end. */
function NoteForm() {
  const kept = useKeptDraft('note', NoteSchema);
  const [note, setNote] = useState(kept?.note ?? '');
  const [secret, setSecret] = useState('');
  useKeepOnSessionEnd('note', { note });
  return (
    <>
      <input aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input aria-label="Secret" value={secret} onChange={(event) => setSecret(event.target.value)} />
    </>
  );
}

function renderFormFor(memberId: number) {
  const queryClient = createAppQueryClient();
  queryClient.setQueryData(getSessionUserQueryOptions().queryKey, { id: memberId } as SessionUser);
  return render(
    <AppProviders queryClient={queryClient}>
      <NoteForm />
    </AppProviders>,
  );
}

describe('drafts kept over a session end (decision 067)', () => {
  afterEach(() => window.sessionStorage.clear());

  it('gives the same member what the form chose to keep, once, after signing in again', async () => {
    const user = userEvent.setup({ delay: null });
    sessionEnd.rememberMember(7);
    const first = renderFormFor(7);
    await user.type(screen.getByLabelText('Note'), 'Withdraw to my old bank');
    await user.type(screen.getByLabelText('Secret'), 'hunter2');
    act(() => sessionEnd.record('expired', '/'));
    first.unmount();
    expect(window.sessionStorage.getItem('casino.sessionEnd')).not.toContain('hunter2');

    // Drawn for another member, the form finds nothing.
    sessionEnd.resume(7, '/');
    const other = renderFormFor(8);
    expect(screen.getByLabelText('Note')).toHaveValue('');
    other.unmount();

    const again = renderFormFor(7);
    expect(screen.getByLabelText('Note')).toHaveValue('Withdraw to my old bank');
    expect(screen.getByLabelText('Secret')).toHaveValue('');
    again.unmount();
    renderFormFor(7);
    expect(screen.getByLabelText('Note')).toHaveValue('');
  });
});
