/**
 * The QA control plane the demo panel talks to: the simulator's `/__sim` routes, same origin
 * (the dev server proxies them), with the key of the build (`VITE_SIM_CONTROL_KEY`).
 */
const givenKey: unknown = import.meta.env.VITE_SIM_CONTROL_KEY;
export const SIM_CONTROL_KEY =
  typeof givenKey === 'string' && givenKey.trim() !== '' ? givenKey : 'local-qa-key';
/** The cookie that picks this browser's simulator world (read by the simulator's dispatcher). */
export const WORLD_COOKIE = 'sim_world';
