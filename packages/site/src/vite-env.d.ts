/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_FORM_ACTION?: string;
  readonly VITE_APPCHECK_SITE_KEY?: string;
}
