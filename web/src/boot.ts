// The page's entry (decision 029): home's first screen is sent for and drawn with a few
// kilobytes of plain code, and the app (React, the router, the contracts, i18next) loads after
// that paint, so a phone on a slow line sees the banner without waiting for ~170 KB of script.
// Any other route loads the app at once.
import './shared/styles/global.css';
import './app/shell/shell.css';
import './features/home/home.css';
import './app/branded-loading.css';
import { startBoot } from './app/boot/start-boot';
import { loadWithRetry } from './shared/lib/load-with-retry';

// Never asked for offline, and tried again: a failed chunk stays failed for the page (decision 066).
startBoot(() => loadWithRetry(() => import('./main')));
