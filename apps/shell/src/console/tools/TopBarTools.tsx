/**
 * Top-bar tools (SPEC §2 "Top bar and shell"): notices, error log, theme and lock. Rendered by the
 * console inside `.lx-topbar-right`.
 */
import { BgColorsOutlined, LockOutlined } from '@ant-design/icons';
import { lockScreen, type MenuNode } from '@lingxi/core';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorLogButton } from './ErrorLog';
import { LockDialog } from './LockDialog';
import { NoticePopover } from './NoticePopover';
import { ThemeDialog } from './ThemeDialog';

export function TopBarTools({ menus }: { menus: MenuNode[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [themeOpen, setThemeOpen] = useState(false);
  const [lockOpen, setLockOpen] = useState(false);

  // SPEC §4 "Screen lock": without a lock password, ask for one first.
  const lock = () => {
    if (lockScreen()) navigate('/lock');
    else setLockOpen(true);
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
        onClick={() => setThemeOpen(true)}
      />
      <Button
        type="text"
        className="lx-topbar-button"
        icon={<LockOutlined />}
        aria-label={t('tools.lock.open')}
        onClick={lock}
      />
      <ThemeDialog open={themeOpen} onClose={() => setThemeOpen(false)} />
      <LockDialog
        open={lockOpen}
        onClose={() => setLockOpen(false)}
        onPasswordSet={() => {
          setLockOpen(false);
          lock();
        }}
      />
    </div>
  );
}
