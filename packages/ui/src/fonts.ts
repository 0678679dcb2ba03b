/**
 * The console's text faces: antd's own stack (its seed token) with the Chinese face of `fonts.css` named
 * before the generic `sans-serif`, so Chinese characters find it by name instead of through the system's
 * fallback (same look, fewer look-ups: fonts.css says why). The Latin faces stay first, as in the seed.
 * The face itself is declared by the page: the shell's index.html, and a centre run on its own or
 * embedded loads fonts.css with its standalone frame (`StandaloneCentre`); the console adds no CSS.
 */
import { theme } from 'antd';

export const CJK_FAMILY = "'Lingxi CJK'";

export const FONT_FAMILY = theme.defaultSeed.fontFamily.replace(
  /\bsans-serif\b/,
  `${CJK_FAMILY}, sans-serif`,
);
