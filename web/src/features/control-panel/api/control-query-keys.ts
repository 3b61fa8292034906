/** Every query of the panel lives under this key, so one invalidation refreshes the panel. */
export const CONTROL_PANEL_KEY = 'control-panel';
