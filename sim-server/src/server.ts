import { startSimulator } from './start';

/**
 * `npm start`: the simulator on PORT with the database under SIM_DATA_DIR (start.ts), closed
 * gracefully on signals.
 */
const simulator = await startSimulator();

const shutdown = async () => {
  await simulator.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

// Scripts wait for this exact line.
console.log(simulator.readyLine);
