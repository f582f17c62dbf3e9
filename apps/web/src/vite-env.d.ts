/// <reference types="vite/client" />

/** The package version, injected by vite.config.ts `define`. */
declare const __APP_VERSION__: string;
