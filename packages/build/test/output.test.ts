import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { shell } from './workspace';

const system = path.resolve(shell, '../system');
const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

// The rsbuild CLI sets NODE_ENV before it reads a config: production for `build` and `preview`,
// development for `dev`.
async function configs(env: string) {
  process.env.NODE_ENV = env;
  const { centreConfig, shellConfig } = await import('../src/index');
  return [shellConfig(shell), centreConfig(system, 'system')];
}

describe("an app's dist folder", () => {
  it('is emptied before a build, so files of an earlier build do not stay beside the new ones', async () => {
    for (const config of await configs('production')) {
      expect(config.output?.cleanDistPath).toBe(true);
      expect(config.output?.distPath).toEqual({ root: 'dist' });
    }
  });

  it('is left alone by a dev server, which serves from memory: the gateway keeps serving the built app', async () => {
    for (const config of await configs('development')) expect(config.output?.cleanDistPath).toBe(false);
  });

  it('keeps the asset prefixes: the shell at its own address, a centre wherever its manifest is', async () => {
    const [shellOutput, centreOutput] = (await configs('production')).map((config) => config.output);
    expect(shellOutput?.assetPrefix).toBe('/');
    expect(centreOutput?.assetPrefix).toBe('auto');
  });
});

describe("the shell's HTML", () => {
  it("carries the kit's Chinese face in its first style, without the sheet's comments", async () => {
    const [shellConfig] = await configs('production');
    const params = shellConfig.html?.templateParameters as Record<string, string>;
    expect(params.fontFaces).toMatch(
      /^@font-face \{ font-family: "Lingxi CJK"; src: local\("WenQuanYi Zen Hei"\)/,
    );
    expect(params.fontFaces).not.toContain('/*');
  });
});
