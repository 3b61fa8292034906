import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { NoWorldContextError, ownWorld } from '../plugins/world-parts';
import { type ServedWorlds, serveWorlds } from '../testing/world-server';
import type { World } from './world-registry';

/**
 * A request stays in its world (plugins/world-parts.ts) from its first byte to its answer's
 * last, however its body arrives and however slowly its answer is read; work started outside a
 * request (timers, jobs) stays in the world it was started in, and work in no world is refused
 * (decision 074).
 */
let served: ServedWorlds | undefined;

afterEach(async () => {
  await served?.close();
  served = undefined;
});

/** A new world with the demo member signed in. */
async function signedInWorld() {
  served = await serveWorlds();
  const { base } = served;
  const world = await served.registry.create();
  const inWorld = { 'x-sim-world': world.id };
  const login = (await (
    await fetch(`${base}/api/sys/auth/login`, {
      method: 'POST',
      headers: { ...inWorld, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'Demo1234!', type: 'MEMBER' }),
    })
  ).json()) as { data: { token: string } };
  return { base, inWorld, token: login.data.token };
}

/** The HTTP statuses of the calls to `path` in the journal of the world the headers name. */
async function journalStatuses(base: string, path: string, headers: Record<string, string>) {
  const response = await fetch(`${base}/__sim/journal?path=${path}`, {
    headers: { 'x-sim-key': 'local-qa-key', ...headers },
  });
  return ((await response.json()) as { data: Array<{ httpStatus: number }> }).data.map(
    (entry) => entry.httpStatus,
  );
}

/**
 * A POST whose body arrives in parts, 30 ms apart: its stream events then come from the socket,
 * not from within the request's first tick, as a large upload's do.
 */
function sendSlowly(
  base: string,
  path: string,
  { headers, chunks }: { headers: Record<string, string>; chunks: Array<string | Buffer> },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { method: 'POST', headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.flushHeaders();
    for (const [index, chunk] of chunks.entries()) {
      setTimeout(
        () => {
          request.write(chunk);
          if (index === chunks.length - 1) request.end();
        },
        30 * (index + 1),
      );
    }
  });
}

describe('a request in its world', () => {
  it('keeps a request in its world through every phase: a multipart body, a malformed body, the answer', async () => {
    // The body arrives in parts after the request began, as a large upload's does: every phase
    // of the request must still be in its world (plugins/world-parts.ts).
    const { base, inWorld, token } = await signedInWorld();
    const boundary = 'world-phases';
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const uploaded = await sendSlowly(base, '/api/sys/file/upload', {
      headers: {
        ...inWorld,
        authorization: token,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      chunks: [
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`,
        Buffer.concat([png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      ],
    });
    // The member is looked up after the body is read: in the world, where the token is known.
    expect(JSON.parse(uploaded.body).error).toBe(0);
    const malformed = await sendSlowly(base, '/api/sys/auth/login', {
      headers: { ...inWorld, 'content-type': 'application/json' },
      chunks: ['{"username": ', '"demo",'],
    });
    expect(malformed.status).toBe(400);
    const journalOf = (headers: Record<string, string>) => journalStatuses(base, '/sys/auth/login', headers);
    // Both sign-in calls (the one refused while its body was parsed too) are in the world's journal.
    expect(await journalOf(inWorld)).toEqual(expect.arrayContaining([200, 400]));
    expect(await journalOf({})).toEqual([]);
  });

  it('journals a large answer read slowly in its world', async () => {
    // A 3 MB image read slowly: the answer ends (and onResponse journals the call) only after the
    // socket drained, long after the handler returned.
    const { base, inWorld, token } = await signedInWorld();
    const noise = Buffer.from(Array.from({ length: 1000 * 1000 * 3 }, () => Math.floor(Math.random() * 256)));
    const png = await sharp(noise, { raw: { width: 1000, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'large.png');
    const uploaded = (await (
      await fetch(`${base}/api/sys/file/upload`, {
        method: 'POST',
        headers: { ...inWorld, authorization: token },
        body: form,
      })
    ).json()) as { error: number; data: { id: number } };
    expect(uploaded.error).toBe(0);
    const size = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        `${base}/api/sys/file/get?id=${uploaded.data.id}&token=${token}`,
        { headers: inWorld },
        (response) => {
          let bytes = 0;
          response.pause();
          setTimeout(() => {
            response.on('data', (chunk: Buffer) => {
              bytes += chunk.length;
            });
            response.on('end', () => resolve(bytes));
            response.resume();
          }, 100);
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(size).toBe(png.length);
    const journalOf = async (headers: Record<string, string>) =>
      (
        (await (
          await fetch(`${base}/__sim/journal?path=/sys/file/get`, {
            headers: { 'x-sim-key': 'local-qa-key', ...headers },
          })
        ).json()) as { data: Array<{ httpStatus: number }> }
      ).data.map((entry) => entry.httpStatus);
    await expect.poll(() => journalOf(inWorld)).toEqual([200]);
    expect(await journalOf({})).toEqual([]);
  });
});

/** The demo member's first name in a world's database. */
const demoFirstName = (sqlite: ServedWorlds['registry']['app']['sqlite']) =>
  sqlite.prepare("SELECT first_name FROM members WHERE username = 'demo'").pluck().get() as string;

describe('work outside a request in its world', () => {
  it('refuses to guess a world: state read in none throws and says to run the code in its world', async () => {
    served = await serveWorlds();
    const { registry } = served;
    const { app } = registry;
    const world = await registry.create();
    expect(() => app.db).toThrow(NoWorldContextError);
    expect(() => app.clock.now()).toThrow(/Run the code inside the world's context/);
    // Named, each world's own.
    expect(registry.run(world, () => app.sqlite)).not.toBe(ownWorld(app).sqlite);
  });

  it('keeps a timer started in a world in that world; one started in none fails loudly', async () => {
    served = await serveWorlds();
    const { registry } = served;
    const { app } = registry;
    const world = await registry.create();
    const renameLater = () =>
      new Promise<void>((done, fail) =>
        setTimeout(() => {
          try {
            app.sqlite.prepare("UPDATE members SET first_name = 'Timer' WHERE username = 'demo'").run();
            done();
          } catch (error) {
            fail(error);
          }
        }, 20),
      );
    await registry.run(world, renameLater);
    expect(registry.run(world, () => demoFirstName(app.sqlite))).toBe('Timer');
    expect(demoFirstName(ownWorld(app).sqlite)).not.toBe('Timer');
    // A timer of no world: the write is refused, not made in the default world.
    await expect(renameLater()).rejects.toThrow(NoWorldContextError);
    expect(demoFirstName(ownWorld(app).sqlite)).not.toBe('Timer');
  });

  it("runs each world's jobs in it: an isolated world's before its requests, the default world's on its timer", async () => {
    served = await serveWorlds();
    const { base, registry } = served;
    const { app } = registry;
    const world = await registry.create();
    const ranIn: string[] = [];
    app.jobList.register('test.where', () => ranIn.push(app.worlds.current().id));
    await fetch(`${base}/api/sys/ipinfoCloudFlare`, { headers: { 'x-sim-world': world.id } });
    expect(ranIn).toContain(world.id);
    // Moving a world's clock runs its jobs at once, in it.
    ranIn.length = 0;
    await fetch(`${base}/__sim/clock`, {
      method: 'POST',
      headers: { 'x-sim-key': 'local-qa-key', 'x-sim-world': world.id, 'content-type': 'application/json' },
      body: JSON.stringify({ advance: '1h' }),
    });
    expect(ranIn).toContain(world.id);
    // The default world's ticker (a timer made at start, in no request) runs them in the default
    // world (and nothing else runs them now).
    ranIn.length = 0;
    await expect.poll(() => ranIn, { timeout: 5_000 }).toContain('default');
    expect(ranIn.every((id) => id === 'default')).toBe(true);
  });

  it("numbers QA balance adjustments per world: another world's adjustments never change them", async () => {
    served = await serveWorlds();
    const { base, registry } = served;
    const { app } = registry;
    const [first, second] = [await registry.create(), await registry.create()];
    const setCash = (world: World, cashBalance: number) =>
      fetch(`${base}/__sim/members/demo`, {
        method: 'PATCH',
        headers: { 'x-sim-key': 'local-qa-key', 'x-sim-world': world.id, 'content-type': 'application/json' },
        body: JSON.stringify({ cashBalance }),
      });
    const adjustmentNumbers = (world: World) =>
      registry.run(world, () =>
        (
          app.sqlite
            .prepare("SELECT reference FROM ledger_entries WHERE reference LIKE 'qa:cash:%' ORDER BY id")
            .pluck()
            .all() as string[]
        ).map((reference) => Number(reference.split(':').at(-1))),
      );
    for (const cash of [10, 20, 30]) expect((await setCash(first, cash)).status).toBe(200);
    expect((await setCash(second, 40)).status).toBe(200);
    const [inFirst, inSecond] = [adjustmentNumbers(first), adjustmentNumbers(second)];
    expect(inFirst).toHaveLength(3);
    expect(new Set(inFirst).size).toBe(3);
    // Both worlds start from the same seed: the second's first adjustment is numbered as the
    // first's was, whatever the first did since.
    expect(inSecond).toEqual([inFirst[0]]);
  });
});
