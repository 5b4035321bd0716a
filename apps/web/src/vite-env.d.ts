/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the workflow host (`/webhook/*`); unset means this site's origin. */
  readonly VITE_WORKFLOW_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
