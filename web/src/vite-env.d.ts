/// <reference types="vite/client" />

// Build variables; read only by shared/config/env.ts, which validates them and sets defaults.
interface ImportMetaEnv {
  readonly VITE_SITE_NAME?: string;
  readonly VITE_SITE_DOMAIN?: string;
  readonly VITE_OPERATOR_NAME?: string;
  readonly VITE_LICENCE_REGULATOR?: string;
  readonly VITE_LICENCE_NUMBER?: string;
  readonly VITE_MEDIA_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
