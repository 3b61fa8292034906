/**
 * `@casino/sim-testing`: the simulator in the test process, for Vitest, Jest or node:test.
 *
 *   const sim = await startSimulator();
 *   await sim.control.call('addRule', { target: 'deposit', method: 'CATTL', outcome: 'failed' });
 *   await fetch(`${sim.baseUrl}/api/...`);
 *   await sim.close();
 */
import { type ControlClient, createControlClient } from '@casino/contracts/control/client';
import { startSimulator as startServer } from '@casino/sim-server/start';

export type { ControlClient };

export interface StartSimulatorOptions {
  /** A scenario (fixtures/scenarios or SIM_SCENARIO_DIRS) loaded into the default world. */
  scenario?: string;
  /** The port; a free one by default. */
  port?: number;
  /** The database folder; in memory by default. */
  dataDir?: string;
  /** The control key (default SIM_CONTROL_KEY, else 'local-qa-key'). */
  controlKey?: string;
}

export interface Simulator {
  /** `http://127.0.0.1:<port>`: the web app, `/api` and the control plane `/__sim`. */
  baseUrl: string;
  /** The contracts' typed control client, on the default world. */
  control: ControlClient;
  /** Stops the simulator and frees its port. */
  close(): Promise<void>;
}

/** Starts the simulator in this process on a free port (on 127.0.0.1, database in memory). */
export async function startSimulator(options: StartSimulatorOptions = {}): Promise<Simulator> {
  const key = options.controlKey ?? (process.env.SIM_CONTROL_KEY || 'local-qa-key');
  const running = await startServer({
    port: options.port ?? 0,
    host: '127.0.0.1',
    dataDir: options.dataDir ?? ':memory:',
    logger: false,
    env: { SIM_CONTROL_KEY: key, SIM_MODE: 'demo' },
    ...(options.scenario ? { scenario: options.scenario } : {}),
  });
  return {
    baseUrl: running.url,
    control: createControlClient({ baseUrl: running.url, key }),
    close: () => running.close(),
  };
}
