import { randomInt } from 'node:crypto';
import { Bitmap } from './png';

/** 5×7 bitmap glyphs: digits and upper-case letters ('#' = ink). */
const FONT: Record<string, string[]> = {
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['###..', '#..#.', '#...#', '#...#', '#...#', '#..#.', '###..'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  '?': ['.###.', '#...#', '....#', '...#.', '..#..', '.....', '..#..'],
};

/** Characters a generated code uses: no 0/O, 1/I/L look-alikes. */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function randomCode(length = 5): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

const rand = (min: number, max: number) => min + Math.random() * (max - min);

/** Draws the code (upper-cased) on a 130×48 image with noise lines and dots. */
export function renderCaptcha(code: string): Buffer {
  const width = 130;
  const height = 48;
  const img = new Bitmap(width, height);
  img.fill(246, 248, 252);
  // background speckles
  for (let i = 0; i < 260; i++) {
    const shade = Math.floor(rand(170, 235));
    img.set(rand(0, width), rand(0, height), shade, shade, Math.min(255, shade + 15));
  }
  const chars = code.toUpperCase().slice(0, 8).split('');
  const scale = 4;
  const glyphW = 5 * scale;
  const gap = chars.length > 5 ? 1 : 4;
  const total = chars.length * glyphW + (chars.length - 1) * gap;
  let x0 = Math.max(2, (width - total) / 2);
  for (const ch of chars) {
    const glyph = FONT[ch] ?? FONT['?'] ?? [];
    const r = Math.floor(rand(20, 120));
    const g = Math.floor(rand(30, 110));
    const b = Math.floor(rand(90, 190));
    const y0 = (height - 7 * scale) / 2 + rand(-4, 4);
    const slant = rand(-0.25, 0.25);
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < row.length; gx++) {
        if (row[gx] !== '#') continue;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale - 1; dx++) {
            const py = y0 + gy * scale + dy;
            img.set(x0 + gx * scale + dx + (py - height / 2) * slant, py, r, g, b);
          }
        }
      }
    });
    x0 += glyphW + gap;
  }
  // interference curves
  for (let line = 0; line < 3; line++) {
    const amp = rand(3, 9);
    const freq = rand(0.03, 0.09);
    const phase = rand(0, Math.PI * 2);
    const base = rand(12, height - 12);
    const colour = [Math.floor(rand(60, 200)), Math.floor(rand(60, 200)), Math.floor(rand(60, 200))] as const;
    for (let x = 0; x < width; x++) {
      const y = base + amp * Math.sin(x * freq + phase);
      img.set(x, y, ...colour);
    }
  }
  // foreground dots
  for (let i = 0; i < 90; i++) {
    img.set(
      rand(0, width),
      rand(0, height),
      Math.floor(rand(0, 255)),
      Math.floor(rand(0, 255)),
      Math.floor(rand(0, 255)),
    );
  }
  return img.toPng();
}
