import { expect, test } from '@casino/sim-testing/playwright';

// Each test has a world of its own: what one changes, the other never sees.
test('a member whose balance QA set', async ({ page, world, signInAs, expectCalled }) => {
  await world.control.call('changeMember', { idOrUsername: 'demo', cashBalance: 2500 });
  await world.control.call('addRule', { target: 'deposit', method: 'CATTL', outcome: 'failed' });
  await signInAs('demo');
  await expect(page.getByRole('banner')).toContainText('2,500.00');
  await expectCalled({ path: '/sys/auth/token/info', member: 'demo' });
});

test('the seeded member, in a world of its own', async ({ page, world, signInAs }) => {
  await signInAs('demo');
  await expect(page.getByRole('banner')).toContainText('1,500.00');
  expect(await world.control.call('listRules', {})).toEqual([]);
});
