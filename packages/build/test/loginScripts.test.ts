import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginScriptsHtml } from '../src/loginScripts';
import { shell } from './workspace';

const template = fs.readFileSync(path.join(shell, 'src/index.html'), 'utf8');
// what the build makes of the template before this step: its entry's tag in the head
const built = template.replace('</head>', '<script defer src="/static/js/index.abc.js"></script></head>');
const preloads = [
  '/static/js/async/react.1.js',
  '/static/js/async/login.2.js',
  '/static/css/async/login.3.css',
];

/** The inline scripts of a page, in order. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] as string);

describe("the login page's scripts, started once its frame is laid out (issue 25)", () => {
  it('no script file is named in the head: the entry moves to the inline script at the end of the body', () => {
    const html = loginScriptsHtml(built, preloads);
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(html).not.toContain('rel="preload"');
    const last = inlineScripts(html).at(-1) ?? '';
    expect(html.trimEnd().endsWith(`<script>${last}</script>\n  </body>\n</html>`)).toBe(true);
    expect(last).toContain('for (const src of ["/static/js/index.abc.js"])');
  });

  it('preloads the login files as scripts and the style sheet as a style, in the given order', () => {
    const last = inlineScripts(loginScriptsHtml(built, preloads)).at(-1) ?? '';
    expect(last).toContain(
      'of [["script","/static/js/async/react.1.js"],["script","/static/js/async/login.2.js"],["style","/static/css/async/login.3.css"]])',
    );
  });

  it('lays the frame out before it asks for any file, and only when the login frame is shown', () => {
    const last = inlineScripts(loginScriptsHtml(built, preloads)).at(-1) ?? '';
    const layout = last.indexOf("classList.contains('lx-pre-login')) void document.body.offsetWidth");
    expect(layout).toBeGreaterThan(-1);
    expect(layout).toBeLessThan(last.indexOf('createElement'));
    // the head's inline script is the one that sets the class, before the body is parsed
    expect(inlineScripts(template)[0]).toContain("document.documentElement.className = 'lx-pre-login'");
  });

  it('keeps several entries in their order', () => {
    const two = built.replace('</head>', '<script defer src="/static/js/second.def.js"></script></head>');
    expect(loginScriptsHtml(two, [])).toContain(
      'for (const src of ["/static/js/index.abc.js","/static/js/second.def.js"])',
    );
  });

  it('fails the build rather than write a page that starts nothing', () => {
    expect(() => loginScriptsHtml(template, preloads)).toThrow('no entry script');
    expect(() => loginScriptsHtml(built.replace('/* lingxi:entries */ []', '[]'), preloads)).toThrow(
      'lingxi:entries',
    );
  });
});
