// Stands in for antd's colour picker presets where the button's and the tag's styles import it
// (@lingxi/build, antd.ts: COLOR_PRESETS_FROM_STYLES): they take only `isBright`, and the presets file
// brings antd's collapse (and @rc-component/collapse) into every app's first load. The same test as
// antd's (color-picker/components/ColorPresets.js), on the colour's own class instead of
// @rc-component/color-picker's: a colour mostly transparent is judged by its value over the background.
export const isBright = (value, background) => {
  const { r, g, b, a } = value.toRgb();
  if (a <= 0.5) {
    const bg = new value.constructor(background).toRgb();
    const alpha = a + bg.a * (1 - a);
    const mix = (own, under) => Math.round((own * a + under * bg.a * (1 - a)) / alpha);
    return Math.max(mix(r, bg.r), mix(g, bg.g), mix(b, bg.b)) / 255 > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
