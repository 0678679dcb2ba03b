/// <reference types="@rsbuild/core/types" />

interface Window {
  /** The runtime config request, started by index.html before any script. */
  __LINGXI_CONFIG__?: Promise<Response>;
}

/** The version `pnpm release shell` built this shell as; empty for a plain build (packages/build). */
declare const __LINGXI_SHELL_VERSION__: string;

/** The address of antd's styles for the console's first components, written by the build; empty without one (@lingxi/build's antdStyles.ts). */
declare const __LINGXI_ANTD_STYLES__: string;
