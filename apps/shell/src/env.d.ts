/// <reference types="@rsbuild/core/types" />

interface Window {
  /** The runtime config request, started by index.html before any script. */
  __LINGXI_CONFIG__?: Promise<Response>;
}
