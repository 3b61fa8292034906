import type { journalOperations } from '@casino/contracts/control/journal';
import type { ControlHandlers } from './control-routes';

/** The request journal: list with filters, verify a call was made (near misses when not), clear. */
export const journalHandlers: ControlHandlers<keyof typeof journalOperations> = {
  listJournal: ({ query }, { app }) => app.simJournal.list(query),
  verifyJournal: ({ body }, { app }) => app.simJournal.verify(body),
  clearJournal: (_input, { app }) => {
    app.simJournal.clear();
    return { cleared: true };
  },
};
