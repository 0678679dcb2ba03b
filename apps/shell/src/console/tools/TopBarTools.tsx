/**
 * Top-bar tools (SPEC §2 "Top bar and shell"): notices, error log, theme and lock. Rendered by the
 * console inside `.lx-topbar-right`.
 */
import { BgColorsOutlined, LockOutlined } from '@ant-design/icons';
import { lockScreen, type MenuNode } from '@lingxi/core';
import { lazyWhole } from '@lingxi/ui';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorLogButton } from './ErrorLog';
import { NoticePopover } from './NoticePopover';

// Dialogs most sessions never open: their code (and the components only they use, such as the colour
// picker) loads the first time they are asked for, not with the console (issue 25).
const ThemeDialog = lazyWhole(
  () => import(/* webpackChunkName: "theme-dialog" */ './ThemeDialog'),
  (m) => m.ThemeDialog,
);
const LockDialog = lazyWhole(
  () => import(/* webpackChunkName: "lock-dialog" */ './LockDialog'),
  (m) => m.LockDialog,
);

export function TopBarTools({ menus }: { menus: MenuNode[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [themeOpen, setThemeOpen] = useState(false);
  const [lockOpen, setLockOpen] = useState(false);
  // each dialog mounts at its first opening and stays, so it closes with its animation
  const [themeUsed, setThemeUsed] = useState(false);
  const [lockUsed, setLockUsed] = useState(false);

  // SPEC §4 "Screen lock": without a lock password, ask for one first.
  const lock = () => {
    if (lockScreen()) navigate('/lock');
    else {
      setLockUsed(true);
      setLockOpen(true);
    }
  };

  return (
    <div className="lx-tools">
      <NoticePopover menus={menus} />
      <ErrorLogButton />
      <Button
        type="text"
        className="lx-topbar-button"
        icon={<BgColorsOutlined />}
        aria-label={t('tools.theme.open')}
        onClick={() => {
          setThemeUsed(true);
          setThemeOpen(true);
        }}
      />
      <Button
        type="text"
        className="lx-topbar-button"
        icon={<LockOutlined />}
        aria-label={t('tools.lock.open')}
        onClick={lock}
      />
      <Suspense fallback={null}>
        {themeUsed && <ThemeDialog open={themeOpen} onClose={() => setThemeOpen(false)} />}
        {lockUsed && (
          <LockDialog
            open={lockOpen}
            onClose={() => setLockOpen(false)}
            onPasswordSet={() => {
              setLockOpen(false);
              lock();
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
