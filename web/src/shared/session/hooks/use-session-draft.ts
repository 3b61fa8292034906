import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useSessionUser } from '../api/get-session-user';
import { sessionEnd } from '../session-end';

/**
 * What `form` held when this member's session last ended, given back once after they signed in
 * again (decision 067); otherwise undefined. Read as the form first draws, for its first values.
 */
export function useKeptDraft<T>(form: string, schema: z.ZodType<T>): T | undefined {
  const memberId = useSessionUser().data?.id;
  const [kept] = useState(() => {
    const parsed = schema.safeParse(sessionEnd.draftOf(form, memberId));
    return parsed.success ? parsed.data : undefined;
  });
  useEffect(() => {
    if (kept !== undefined) sessionEnd.dropDraft(form);
  }, [form, kept]);
  return kept;
}

/**
 * Keeps `draft` should the session end while the form is open. The caller passes only what may
 * be kept in the tab's session storage: never a password or card data.
 */
export function useKeepOnSessionEnd(form: string, draft: unknown): void {
  const latest = useRef(draft);
  latest.current = draft;
  useEffect(() => sessionEnd.keepDraft(form, () => latest.current), [form]);
}
