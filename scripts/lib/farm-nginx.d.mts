// Types of farm-nginx.mjs for the suites that read it (tests/robustness).
export declare const WORLD_MAPS: string;
export declare const PROXY_SETTINGS: string;
export declare function findNginx(): string | null;
export declare function nginxUnavailableReason(): string | null;
export declare function ensureNginx(log?: (message: string) => void): string;
export declare function farmNginxConfig(options: {
  dir: string;
  port: number;
  replicas: Array<{ name: string; port: number }>;
}): string;
