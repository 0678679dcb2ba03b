/**
 * The third-party registration form (SPEC §3 "Guest registration" plus password2, §5 "Registration",
 * §8). Lazily loaded by the login page, which carries no component library: this dialog brings its own
 * providers. Checks run in the spec's order (core `registerGuest`); the first failure shows under its
 * field. On success an alert says so, then the user is logged out and /login is loaded afresh.
 */
import {
  checkRegistration,
  type GuestRegistration,
  logout,
  registerGuest,
  type ValidationKey,
  validationMessage,
} from '@lingxi/core';
import { ConsoleProviders } from '@lingxi/ui';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './messages';
import { useShellTheme } from './theme';

interface RegisterForm {
  tenantId: string;
  account: string;
  name: string;
  password: string;
  password2: string;
}

type FieldName = keyof RegisterForm;

/** The field a failed check belongs to. */
export function fieldOfProblem(problem: ValidationKey, form: Partial<RegisterForm>): FieldName {
  switch (problem) {
    case 'validate.tenantFirst':
      return 'tenantId';
    case 'validate.accountRequired':
      return 'account';
    case 'validate.passwordFirst':
      return form.password ? 'password2' : 'password';
    default:
      return 'password2';
  }
}

const FIELDS: FieldName[] = ['tenantId', 'account', 'name', 'password', 'password2'];

function RegisterForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<RegisterForm>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const values = form.getFieldsValue(true) as Partial<RegisterForm>;
    // One message at a time, under the field it is about (the others are cleared).
    const showProblem = (problem: ValidationKey | undefined) => {
      const field = problem && fieldOfProblem(problem, values);
      form.setFields(
        FIELDS.map((name) => ({
          name,
          errors: problem && name === field ? [validationMessage(problem)] : [],
        })),
      );
    };
    showProblem(undefined);
    // The spec's checks answer at once: the button spins only while the request runs.
    const early = checkRegistration(values);
    if (early) return showProblem(early);
    setBusy(true);
    let problem: ValidationKey | undefined;
    try {
      problem = await registerGuest(values as GuestRegistration);
    } catch {
      return; // core showed the server's msg or 'submission failed' (SPEC §8)
    } finally {
      setBusy(false);
    }
    if (problem) return showProblem(problem);
    modal.success({
      title: t('feature.register.done'),
      content: t('registered'),
      onOk: async () => {
        await logout();
        window.location.assign('/login');
      },
    });
  };

  const field = (name: FieldName, password = false) => (
    <Form.Item name={name} label={t(`feature.register.${name}`)} required>
      {password ? <Input.Password autoComplete="new-password" /> : <Input autoComplete="off" />}
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      title={t('feature.register.title')}
      okText={t('feature.register.submit')}
      cancelText={t('feature.register.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} name="register" layout="vertical" preserve={false} onFinish={() => void submit()}>
        {field('tenantId')}
        {field('account')}
        <Form.Item name="name" label={t('feature.register.name')}>
          <Input autoComplete="off" />
        </Form.Item>
        {field('password', true)}
        {field('password2', true)}
        {/* Enter in a field submits */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}

export default function RegisterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { config } = useShellTheme();
  return (
    <ConsoleProviders theme={config} notices={false}>
      <RegisterForm open={open} onClose={onClose} />
    </ConsoleProviders>
  );
}
