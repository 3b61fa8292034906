// Bench only (preloaded with NODE_OPTIONS=--import): on SIGUSR2 the process writes its memory,
// before and after a full collection, to $BENCH_HEAP_DIR/<pid>.json, so the world bench can
// read a simulator's heap from outside. `gc` comes from a fresh context once the flag is set.
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const dir = process.env.BENCH_HEAP_DIR;
if (dir) {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  process.on('SIGUSR2', () => {
    const before = process.memoryUsage();
    gc();
    const after = process.memoryUsage();
    const file = join(dir, `${process.pid}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify({ before, after }));
    renameSync(`${file}.tmp`, file);
  });
}
