import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, postForm } from '../testing/test-app';
import { control } from './control-test-support';
import { SCENARIO_DIR } from './scenario-files';

const inline = {
  description: 'A member with 42 in cash, and the location restricted',
  members: [{ username: 'qa-inline', password: 'Inline1234!', cashBalance: 42 }],
  settings: { accessPolicy: { status: 0, url: 'https://elsewhere.example' } },
};

/** Two folders outside the repository, the second with a file named like a shipped one. */
async function scenarioFolders() {
  const root = await mkdtemp(join(tmpdir(), 'qa-scenarios-'));
  const [first, second] = [join(root, 'team'), join(root, 'personal')];
  await mkdir(first);
  await mkdir(second);
  await writeFile(join(first, 'team-rich.json'), JSON.stringify({ ...inline, description: 'Team scenario' }));
  await writeFile(
    join(second, 'team-rich.json'),
    JSON.stringify({ description: 'Shadowed by the team folder' }),
  );
  await writeFile(
    join(second, 'declined-card.json'),
    JSON.stringify({ description: 'Shadowed by fixtures' }),
  );
  await writeFile(join(second, 'broken.json'), '{"description": "x", "memberz": []}');
  return `${first}${delimiter}${second}`;
}

describe('POST /__sim/scenarios/apply', () => {
  it('applies an inline scenario on top of the world, as a file would be', async () => {
    const app = await createTestApp();
    const applied = await control(app, 'POST', '/scenarios/apply', { scenario: inline, name: 'my-case' });
    expect(applied.status).toBe(200);
    expect(applied.data).toMatchObject({
      name: 'my-case',
      description: inline.description,
      members: [expect.objectContaining({ username: 'qa-inline', cashBalance: 42 })],
    });
    expect((await postForm(app, '/sys/ipinfoCloudFlare')).json()).toMatchObject({ data: { status: 0 } });
    const unnamed = await control(app, 'POST', '/scenarios/apply', { scenario: { description: 'Nothing' } });
    expect(unnamed.data).toMatchObject({ name: 'inline', members: [] });
  });

  it('refuses a scenario with an unknown or bad field by name, and changes nothing', async () => {
    const app = await createTestApp();
    const typo = await control(app, 'POST', '/scenarios/apply', {
      scenario: { ...inline, members: [{ username: 'qa-inline', password: 'Inline1234!', vipLevl: 3 }] },
    });
    expect(typo.status).toBe(400);
    expect(typo.message).toMatch(/scenario\.members\.0: Unrecognized key: "vipLevl"/);
    const noDescription = await control(app, 'POST', '/scenarios/apply', { scenario: { members: [] } });
    expect(noDescription.message).toMatch(/scenario\.description/);
    expect((await control(app, 'POST', '/scenarios/apply', {})).message).toMatch(/^scenario: /);
    expect((await control(app, 'GET', '/members/qa-inline')).status).toBe(404);
  });
});

describe('SIM_SCENARIO_DIRS', () => {
  it('adds folders searched by name after fixtures/scenarios, listed with their folder', async () => {
    const dirs = await scenarioFolders();
    const app = await createTestApp({ env: { SIM_SCENARIO_DIRS: dirs } });
    const [team, personal] = dirs.split(delimiter);
    const listed = (await control(app, 'GET', '/scenarios')).data as Array<{
      name: string;
      description: string;
      valid: boolean;
      source: string;
    }>;
    const byName = new Map(listed.map((scenario) => [scenario.name, scenario]));
    expect(byName.get('team-rich')).toMatchObject({
      description: 'Team scenario',
      valid: true,
      source: team,
    });
    expect(byName.get('declined-card')?.source).toBe(SCENARIO_DIR);
    expect(byName.get('broken')).toMatchObject({ valid: false, source: personal });
    expect(byName.get('broken')?.description).toMatch(/memberz/);
    const loaded = await control(app, 'POST', '/scenario', { name: 'team-rich' });
    expect(loaded.data).toMatchObject({ name: 'team-rich', description: 'Team scenario' });
    expect((await control(app, 'POST', '/reset', { scenario: 'team-rich' })).error).toBe(0);
    expect((await control(app, 'GET', '/members/qa-inline')).data).toMatchObject({ cashBalance: 42 });
  });

  it('leaves the folders out when not configured', async () => {
    const app = await createTestApp();
    const refused = await control(app, 'POST', '/scenario', { name: 'team-rich' });
    expect(refused.status).toBe(404);
  });
});
