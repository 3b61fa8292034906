import { DOCUMENT_KINDS } from '@casino/contracts/control/scenario';
import type { stateOperations } from '@casino/contracts/control/state';
import { DOCUMENT_STATUS_NAMES } from '@casino/contracts/control/state';
import { ProfileDocumentStatus } from '@casino/contracts/documents/enums';
import { findMemberDocuments } from '../modules/documents/documents-repository';
import { setDocumentStatus, toDocumentsState } from '../modules/documents/documents-service';
import { applyClockMove, describeClock } from './clock-control';
import type { ControlHandlers } from './control-routes';
import { applyMemberChanges, describeMember, requireMember } from './member-control';
import { clearProtection } from './protection-control';
import { resetWorld, tryScenarioOnScratchWorld } from './reset-world';
import { listScenarios, readScenario, scenarioDirsOf } from './scenario-files';
import { applyNamedScenario, loadScenario } from './scenario-loader';
import { listSchedule } from './schedule-control';
import { listSettingRows, writeControlSetting } from './settings-control';

/** The documents of a member who never submitted any: no proofs, not uploaded. */
const NOTHING_UPLOADED = {
  idcardProofId: '',
  idcardHoldProofId: '',
  addressProofId: '',
  paymentProofId: '',
  documentStatus: ProfileDocumentStatus.NOT_UPLOADED,
};

/** The body of `PUT /__sim/settings/:name`: `{ value }`, or the value itself when it is an object. */
function settingValueOf(body: Record<string, unknown>): unknown {
  return body.value !== undefined ? body.value : body;
}

/** World state: reset, scenarios, the clock, members and settings. */
export const stateHandlers: ControlHandlers<keyof typeof stateOperations> = {
  resetWorld: async ({ body }, { app }) => {
    // The scenario is read and checked first: a name that is not there changes nothing.
    const name = body.scenario ?? null;
    const scenario = name ? await readScenario(name, scenarioDirsOf(app.env)) : null;
    // And tried on a scratch world: one that fits the schema but cannot be applied (a new member
    // without a password...) is refused before this world is wiped.
    if (name && scenario) await tryScenarioOnScratchWorld(app, name, scenario);
    resetWorld(app);
    const loaded = name && scenario ? await applyNamedScenario(app, name, scenario) : null;
    return { reset: true, scenario: loaded, clock: describeClock(app) };
  },

  listScenarios: (_input, { app }) => listScenarios(scenarioDirsOf(app.env)),

  loadScenario: ({ body }, { app }) => loadScenario(app, body.name),

  // Checked by the body's schema already (the files' shape), so it is applied as it is.
  applyScenario: ({ body }, { app }) => applyNamedScenario(app, body.name ?? 'inline', body.scenario),

  getClock: (_input, { app }) => describeClock(app),
  changeClock: ({ body }, { app }) => applyClockMove(app, body),
  getSchedule: (_input, { app }) => ({ clock: describeClock(app), events: listSchedule(app) }),

  readMember: ({ params }, { app }) => describeMember(requireMember(app.db, params.idOrUsername)),

  changeMember: ({ params, body }, { app }) => {
    const member = requireMember(app.db, params.idOrUsername);
    const updated = app.db.transaction((tx) =>
      // Balances QA sets by hand are adjustments, not deposits (unless asked for).
      applyMemberChanges(tx, member, { cashEntryType: 'BENEFITS', ...body }, app.clock.now()),
    );
    return describeMember(updated);
  },

  // The review result of the member's documents. A member who never submitted any is given
  // QA's stand-in proofs first, as a scenario member's `documents` are, so that docs/qa.md's
  // `documents demo approved` means what it says; `not_uploaded` then needs nothing submitted.
  setMemberDocuments: ({ params, body }, { app }) => {
    const member = requireMember(app.db, params.idOrUsername);
    const status = typeof body.status === 'string' ? DOCUMENT_STATUS_NAMES[body.status] : body.status;
    const documents = app.db.transaction((tx) => {
      if (!findMemberDocuments(tx, member.id)) {
        if (status === ProfileDocumentStatus.NOT_UPLOADED) return null;
        applyMemberChanges(tx, member, { documents: [...DOCUMENT_KINDS] }, app.clock.now());
      }
      setDocumentStatus(tx, member.id, status);
      return findMemberDocuments(tx, member.id);
    });
    const proofs = documents ? toDocumentsState(documents) : NOTHING_UPLOADED;
    return { username: member.username, ...proofs };
  },

  clearMemberProtection: ({ params }, { app }) => clearProtection(app, params.idOrUsername),

  listSettings: (_input, { app }) => listSettingRows(app.db),

  writeSetting: ({ params, body }, { app }) => ({
    name: params.name,
    value: writeControlSetting(app.db, params.name, settingValueOf(body)),
  }),
};
