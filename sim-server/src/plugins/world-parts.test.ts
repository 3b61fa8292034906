import { describe, expect, it } from 'vitest';
import { NoWorldContextError, WorldHost } from './world-parts';

/** A host with one part, a counter per world. */
function hostWithCounter() {
  const host = new WorldHost();
  const counter = host.part('counter', () => ({ value: 0 }));
  return { host, counter };
}

describe('world parts outside a world', () => {
  it('throws when state is read outside any world, naming it and saying to run the code in the world', () => {
    const { host, counter } = hostWithCounter();
    expect(() => host.current()).toThrow(NoWorldContextError);
    expect(() => counter.get()).toThrow(
      /World part counter was read outside any world's context.*Run the code inside the world's context: app\.worlds\.run\(world, work\).*app\.worlds\.runOwn\(work\)/,
    );
    expect(host.inWorld()).toBe(false);
  });

  it('gives the part of the world the code runs in, and of the app’s own world only when named', () => {
    const { host, counter } = hostWithCounter();
    const isolated = host.open('w-1', {});
    host.run(isolated, () => {
      counter.get().value += 1;
    });
    host.runOwn(() => {
      counter.get().value += 10;
    });
    expect(host.run(isolated, () => counter.get().value)).toBe(1);
    expect(host.runOwn(() => counter.get().value)).toBe(10);
    expect(host.run(isolated, () => host.current().id)).toBe('w-1');
    expect(host.runOwn(() => host.current().id)).toBe('default');
  });

  it('keeps the world through a timer and a promise started in it', async () => {
    const { host, counter } = hostWithCounter();
    const isolated = host.open('w-1', {});
    await host.run(
      isolated,
      () =>
        new Promise<void>((done) =>
          setTimeout(() => {
            counter.get().value += 1;
            done();
          }, 5),
        ),
    );
    await host.run(isolated, async () => {
      await Promise.resolve();
      counter.get().value += 1;
    });
    expect(host.run(isolated, () => counter.get().value)).toBe(2);
    expect(host.runOwn(() => counter.get().value)).toBe(0);
    // A timer started outside any world is told so when it reads world state.
    const failure = await new Promise<unknown>((done) =>
      setTimeout(() => {
        try {
          done(counter.get());
        } catch (error) {
          done(error);
        }
      }, 0),
    );
    expect(failure).toBeInstanceOf(NoWorldContextError);
  });
});
