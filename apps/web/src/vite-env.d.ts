/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** the server's SIGNATURE_SECRET, given when the web is built: the dictionary look-ups are signed with it (lib/http/sign-request.ts) */
  readonly VITE_SIGNATURE_SECRET?: string;
}
