import { serveUntilSignalled, startSimulator } from './start';

/**
 * `npm start`: the simulator on PORT with the database under SIM_DATA_DIR (start.ts), closed
 * gracefully on signals.
 */
serveUntilSignalled(await startSimulator());
