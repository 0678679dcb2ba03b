/** Style sheets are imported for their effect (the bundler injects them). */
declare module '*.css';

/** bpmnlint (CommonJS, no declarations of its entry points): what ./pieces/bpmnLint uses. */
declare module 'bpmnlint' {
  export class Linter {
    constructor(options: { config: unknown; resolver: unknown });
    lint(
      definitions: unknown,
    ): Promise<Record<string, { id?: string; message: string; category?: string }[]>>;
  }
}
declare module 'bpmnlint/config/recommended' {
  const config: { rules: Record<string, string> };
  export default config;
}
declare module 'bpmnlint/rules/*' {
  const rule: (options?: unknown) => unknown;
  export default rule;
}
