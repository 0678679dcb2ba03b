/**
 * A centre on its own: for its team's dev/preview server and for an integrator's page. It loads the
 * runtime config, logs in against the gateway, loads the menus and shows the centre's pages with a
 * sidebar of its own menu. Inside the shell none of this runs: the shell provides it all.
 */
import {
  DEFAULT_TENANT,
  fetchCaptcha,
  firstPath,
  initI18n,
  loadRuntimeConfig,
  login,
  logout,
  menusOfType,
  setConfig,
} from '@lingxi/core';
import { Alert, Button, Form, Input, Layout, Menu, Space, Spin, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import '../fonts.css';
import { useMenuTexts, useSession } from '../hooks';
import { LoadFailed } from '../LoadFailed';
import { whenLoaded } from '../pieces/later';
import { ConsoleProviders } from '../providers';
import type { CentreDefinition, MountOptions } from './types';
import { menuItems, useWorkspace } from './workspace';

/** The login's title, loaded on first render by the shared antd: the frame draws with it. */
export const partsReady = whenLoaded(Typography);

function configUrlOf(options: MountOptions): string {
  if (options.configUrl) return options.configUrl;
  if (options.apiBase && /^https?:/.test(options.apiBase))
    return new URL('/lingxi.config.json', options.apiBase).href;
  return '/lingxi.config.json';
}

function StandaloneLogin() {
  const { t } = useTranslation();
  const [captcha, setCaptcha] = useState<{ key: string; image: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();
  const refresh = useCallback(() => {
    fetchCaptcha().then(setCaptcha, () => setCaptcha(null));
  }, []);
  useEffect(refresh, []);

  const submit = async (values: { tenantId: string; username: string; password: string; code: string }) => {
    setBusy(true);
    try {
      await login({ ...values, captchaKey: captcha?.key ?? '', captchaCode: values.code });
    } catch {
      form.setFieldValue('code', '');
      refresh(); // a captcha is single-use
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ maxWidth: 360, margin: '10vh auto' }}>
      <Typography.Title level={3}>{t('login.title')}</Typography.Title>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ tenantId: DEFAULT_TENANT }}>
        <Form.Item name="tenantId" label={t('login.tenant')} rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="username" label={t('login.account')} rules={[{ required: true }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label={t('login.captcha')} required htmlFor="code">
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[{ required: true }]}>
              <Input />
            </Form.Item>
            {captcha && (
              <button
                type="button"
                onClick={refresh}
                title={t('login.refreshCaptcha')}
                className="lx-captcha"
              >
                <img src={captcha.image} alt={t('login.captcha')} height={32} />
              </button>
            )}
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('login.submit')}
        </Button>
      </Form>
    </div>
  );
}

function CentreLayout({ definition, children }: { definition: CentreDefinition; children: ReactNode }) {
  const { t } = useTranslation();
  const texts = useMenuTexts();
  const { menus, failed, retry } = useWorkspace();
  const user = useSession((state) => state.userInfo);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  if (failed) return <LoadFailed onRetry={retry} />;
  if (menus === null) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  const first = firstPath(menus, definition.menuType);
  if (pathname === '/' && first) return <Navigate to={first} replace />;
  const items = menuItems(menusOfType(menus, definition.menuType), undefined, texts);
  return (
    <Layout style={{ minHeight: '100%' }}>
      <Layout.Sider theme="light" width={220}>
        <Menu
          mode="inline"
          items={items}
          selectedKeys={[pathname]}
          defaultOpenKeys={items.map((item) => item.key)}
          onClick={({ key }) => navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: 'transparent', display: 'flex', justifyContent: 'flex-end', gap: 12 }}
        >
          <span>{user?.real_name || user?.user_name}</span>
          <Button size="small" onClick={() => void logout()}>
            {t('login.logout')}
          </Button>
        </Layout.Header>
        <Layout.Content style={{ padding: 16 }}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}

export function StandaloneCentre({
  definition,
  options,
  children,
}: {
  definition: CentreDefinition;
  options: MountOptions;
  children: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const token = useSession((state) => state.token);

  useEffect(() => {
    const url = configUrlOf(options);
    Promise.all([loadRuntimeConfig(url), initI18n()])
      .then(() => {
        if (options.apiBase) setConfig({ apiBase: options.apiBase });
        setReady(true);
      })
      .catch((reason: unknown) => setError(String(reason)));
  }, [options]);

  if (error) return <Alert type="error" showIcon title={error} style={{ margin: 24 }} />;
  if (!ready) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  return (
    <ConsoleProviders>
      {token ? <CentreLayout definition={definition}>{children}</CentreLayout> : <StandaloneLogin />}
    </ConsoleProviders>
  );
}
