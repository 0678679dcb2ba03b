/** The theme dialog (SPEC §2 "Themes", "Theme dialog, colour picker"): eleven themes and an accent colour. */

import { ACCENT_PRESETS, isThemeName, THEME_NAMES } from '@lingxi/core';
import { whenLoaded } from '@lingxi/ui';
import { Button, ColorPicker, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { setAccent, setTheme, themeClassName, themeStore } from './theme';

/** The part of antd the dialog draws at once that loads on first render: its loader waits for it. */
export const partsReady = whenLoaded(ColorPicker, Modal);

export function ThemeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { name, accent } = useStore(themeStore);
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('tools.theme.title')} width={720}>
      <Radio.Group
        value={name}
        onChange={(event) => isThemeName(event.target.value) && setTheme(event.target.value)}
        aria-label={t('tools.theme.themes')}
        className="lx-theme-grid"
      >
        {THEME_NAMES.map((theme) => (
          <Radio key={theme} value={theme} data-theme={theme}>
            <span className={`lx-theme-preview ${themeClassName(theme)}`} aria-hidden="true">
              <span className="lx-theme-preview-top" />
              <span className="lx-theme-preview-side" />
              <span className="lx-theme-preview-body" />
            </span>
            {t(`tools.theme.names.${theme}`)}
          </Radio>
        ))}
      </Radio.Group>
      <div className="lx-accent-row">
        <span>{t('tools.theme.accent')}</span>
        <ColorPicker
          value={accent}
          disabledAlpha
          presets={[
            { label: t('tools.theme.accentPresets'), colors: [...ACCENT_PRESETS], defaultOpen: true },
          ]}
          // onChange: a preset swatch only reports here; dragging previews the colour live
          onChange={(colour) => setAccent(colour.toHexString())}
        >
          {/* the name holds the visible text (issue 11, WCAG 2.5.3) */}
          <Button
            aria-label={`${t('tools.theme.accent')} ${accent.toUpperCase()}`}
            data-testid="accent-colour"
          >
            <span
              aria-hidden="true"
              style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 3, background: accent }}
            />
            {accent.toUpperCase()}
          </Button>
        </ColorPicker>
      </div>
    </Modal>
  );
}
