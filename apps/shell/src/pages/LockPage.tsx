/**
 * The lock screen at /lock (SPEC §4 "Screen lock", §9 lock page): the user's name and the lock
 * password. Unlocking returns to the active tab; "log out" ends the session. The route guard sends
 * every route here while the session is locked.
 */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import {
  activeHref,
  addMessages,
  checkLockPassword,
  formRule,
  logout,
  tabsStore,
  unlockScreen,
  userAvatar,
} from '@lingxi/core';
import { ConsoleProviders, useFeedback, useSession, whenLoaded } from '@lingxi/ui';
import { Avatar, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toolMessages } from '../console/tools/messages';
import { useShellTheme } from '../console/tools/theme';

// The lock page can open without the console (a reload while locked): it registers the lock's texts.
addMessages(toolMessages);

function clock(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

function LockScreen({ className }: { className: string }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const user = useSession((state) => state.userInfo);
  const [form] = Form.useForm<{ password: string }>();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 10_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    document.title = `${t('tools.lock.locked')} - ${t('product')}`;
  }, [t]);

  const name = user?.real_name || user?.nick_name || user?.user_name || '';
  const avatar = userAvatar(user);

  const unlock = ({ password }: { password: string }) => {
    if (!unlockScreen(password)) {
      form.setFields([{ name: 'password', errors: [t('tools.lock.wrong')] }]);
      return;
    }
    navigate(activeHref(tabsStore.getState()), { replace: true }); // back to the active tab
  };

  const confirmLogout = () =>
    modal.confirm({
      title: t('logout.title'),
      content: t('logout.confirm'),
      onOk: logout, // core's endSession opens the login page
    });

  return (
    <main className={`lx-lock ${className}`} data-testid="lock-screen">
      <div className="lx-lock-time" aria-hidden="true">
        {clock(now)}
      </div>
      <section className="lx-lock-card" aria-label={t('tools.lock.locked')}>
        <Avatar size={72} src={avatar} icon={<UserOutlined />} />
        <h1>{name}</h1>
        <p>{t('tools.lock.locked')}</p>
        <Form form={form} onFinish={unlock}>
          <Form.Item name="password" rules={[formRule(checkLockPassword, { required: true })]}>
            <Input.Password
              autoFocus
              prefix={<LockOutlined />}
              placeholder={t('tools.lock.password')}
              aria-label={t('tools.lock.password')}
              autoComplete="current-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block>
            {t('tools.lock.unlock')}
          </Button>
        </Form>
        <Button type="link" onClick={confirmLogout} style={{ marginTop: 8 }}>
          {t('tools.lock.logout')}
        </Button>
      </section>
    </main>
  );
}

/** The part of antd this page draws at once that loads on first render: its loader waits for it. */
export const partsReady = whenLoaded(Avatar);

export default function LockPage() {
  const { config, className } = useShellTheme();
  return (
    <ConsoleProviders theme={config} notices={false}>
      <LockScreen className={className} />
    </ConsoleProviders>
  );
}
