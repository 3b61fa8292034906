import { ProfileDocumentStatus } from '@casino/contracts/enums';
import { clockChangeSchema, scenarioMemberSchema } from '@casino/fixtures/scenario-schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { setDocumentStatus, toDocumentsState } from '../modules/rewards/documents-service';
import { findMemberDocuments } from '../modules/rewards/rewards-repository';
import { applyClockChange, describeClock } from './clock-control';
import { ok, parseInput } from './control-http';
import { applyMemberChanges, describeMember, requireMember } from './member-control';
import { registerProtectionControlRoutes } from './protection-control';
import { resetWorld } from './reset-world';
import { registerRuleRoutes } from './rule-routes';
import { listScenarios } from './scenario-files';
import { loadScenario } from './scenario-loader';
import { listSettingRows, writeControlSetting } from './settings-control';

const resetSchema = z.strictObject({ scenario: z.string().min(1).max(64).nullable().optional() });
const scenarioSchema = z.strictObject({ name: z.string().min(1).max(64) });
const memberPatchSchema = scenarioMemberSchema
  .omit({ username: true, documents: true, childCount: true })
  .partial();
/** A documents review result by name or by its number (0, 10, 20, 30). */
const DOCUMENT_STATUS_NAMES = {
  not_uploaded: ProfileDocumentStatus.NOT_UPLOADED,
  auditing: ProfileDocumentStatus.AUDITING,
  approved: ProfileDocumentStatus.AUDIT_SUCCESS,
  rejected: ProfileDocumentStatus.AUDIT_FAILED,
} as const;
const documentStatusSchema = z.strictObject({
  status: z.union([
    z.enum(Object.keys(DOCUMENT_STATUS_NAMES) as [keyof typeof DOCUMENT_STATUS_NAMES]),
    z.literal(Object.values(ProfileDocumentStatus)),
  ]),
});
const nameParams = z.strictObject({ name: z.string().min(1).max(64) });
const memberParams = z.strictObject({ idOrUsername: z.string().min(1).max(64) });

/** The body of `PUT /__sim/settings/:name`: `{ value }`, or the value itself when it is an object. */
function settingValueOf(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'value' in body) {
    return (body as { value: unknown }).value;
  }
  return body;
}

/** World state: reset, scenarios, the clock, members and settings. */
export function registerStateRoutes(app: FastifyInstance) {
  app.post('/reset', async (request) => {
    const { scenario } = parseInput(resetSchema, request.body);
    resetWorld(app);
    const loaded = scenario ? await loadScenario(app, scenario) : null;
    return ok({ reset: true, scenario: loaded, clock: describeClock(app) });
  });

  app.get('/scenarios', async () => ok(await listScenarios()));

  app.post('/scenario', async (request) => {
    const { name } = parseInput(scenarioSchema, request.body);
    return ok(await loadScenario(app, name));
  });

  app.get('/clock', async () => ok(describeClock(app)));
  app.post('/clock', async (request) =>
    ok(applyClockChange(app, parseInput(clockChangeSchema, request.body))),
  );

  app.get('/members/:idOrUsername', async (request) => {
    const { idOrUsername } = parseInput(memberParams, request.params);
    return ok(describeMember(requireMember(app.db, idOrUsername)));
  });

  app.patch('/members/:idOrUsername', async (request) => {
    const { idOrUsername } = parseInput(memberParams, request.params);
    const changes = parseInput(memberPatchSchema, request.body);
    const member = requireMember(app.db, idOrUsername);
    const updated = app.db.transaction((tx) =>
      // Balances QA sets by hand are adjustments, not deposits (unless asked for).
      applyMemberChanges(tx, member, { cashEntryType: 'BENEFITS', ...changes }, app.clock.now()),
    );
    return ok(describeMember(updated));
  });

  // The review result of the member's submitted documents (a member who never submitted: 404).
  app.post('/members/:idOrUsername/documents', async (request) => {
    const { idOrUsername } = parseInput(memberParams, request.params);
    const { status } = parseInput(documentStatusSchema, request.body);
    const member = requireMember(app.db, idOrUsername);
    setDocumentStatus(app.db, member.id, typeof status === 'string' ? DOCUMENT_STATUS_NAMES[status] : status);
    const documents = findMemberDocuments(app.db, member.id);
    return ok({ username: member.username, ...(documents ? toDocumentsState(documents) : {}) });
  });

  app.get('/settings', async () => ok(listSettingRows(app.db)));

  app.put('/settings/:name', async (request) => {
    const { name } = parseInput(nameParams, request.params);
    const value = writeControlSetting(app.db, name, settingValueOf(request.body));
    return ok({ name, value });
  });

  registerRuleRoutes(app);
  registerProtectionControlRoutes(app);
}
