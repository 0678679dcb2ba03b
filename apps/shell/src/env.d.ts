/// <reference types="@rsbuild/core/types" />

interface Window {
  /** The runtime config request, started by index.html before any script. */
  __LINGXI_CONFIG__?: Promise<Response>;
}

/** The version `pnpm release shell` built this shell as; empty for a plain build (packages/build). */
declare const __LINGXI_SHELL_VERSION__: string;
