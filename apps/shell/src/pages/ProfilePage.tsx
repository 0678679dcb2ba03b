/**
 * The profile form at /info/index (SPEC §2 "Profile form", §3 "User profile", §5, §9): personal info
 * (avatar, name, username, phone, e-mail) and the password change. Rendered in the console's content
 * area, under its providers.
 */
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import {
  changePassword,
  checkAvatar,
  checkEmail,
  checkName,
  checkPhone,
  fetchProfile,
  formRule,
  notices,
  type PasswordChange,
  type ProfileView,
  toProfile,
  type UserProfile,
  updateProfile,
  updateUserInfo,
  uploadAvatar,
  validationMessage,
} from '@lingxi/core';
import { LoadFailed, whenLoaded } from '@lingxi/ui';
import { Avatar, Button, Form, Input, Space, Spin, Tabs, Upload } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The top bar shows the session's user: follow the saved profile (and keep it across a reload). */
function followInSession(profile: UserProfile): void {
  updateUserInfo({ avatar: profile.avatar, real_name: profile.realName, nick_name: profile.name });
}

/** An e-mail address is optional; when given it must be valid. */
const checkOptionalEmail = (value: unknown) => (value ? checkEmail(value) : undefined);

function AvatarField({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const shown = value && /^(https?:)?\/\//.test(value) ? value : value?.startsWith('/') ? value : undefined;
  return (
    <Space align="center" size={16}>
      <Avatar shape="square" size={100} src={shown} icon={<UserOutlined />} alt={t('profile.avatar')} />
      <Space orientation="vertical" size={4}>
        <Upload
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          showUploadList={false}
          beforeUpload={(file) => {
            // SPEC §5 "Avatar": jpg or png only, at most 500kb.
            const problem = checkAvatar(file);
            if (problem) {
              notices.emit({ level: 'error', text: validationMessage(problem) });
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            if (!(file instanceof Blob)) return;
            setUploading(true);
            uploadAvatar(file)
              .then((link) => {
                if (link) onChange?.(link);
                onSuccess?.(link);
              })
              .catch((error: Error) => onError?.(error))
              .finally(() => setUploading(false));
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            {t('profile.avatarUpload')}
          </Button>
        </Upload>
        <span style={{ fontSize: 12, opacity: 0.65 }}>{t('profile.avatarHint')}</span>
      </Space>
    </Space>
  );
}

function InfoForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileView>();
  const [profile, setProfile] = useState<ProfileView | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    fetchProfile().then(
      (data) => setProfile(data),
      () => setFailed(true),
    );
  }, []);
  useEffect(load, []);

  if (failed) return <LoadFailed onRetry={load} />;
  if (!profile) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  const save = async (values: ProfileView) => {
    setSaving(true);
    // the nickname is not on the form: it goes back as it came
    const entity = toProfile({ ...profile, ...values, id: profile.id });
    try {
      await updateProfile(entity);
      followInSession(entity);
      setProfile({ ...entity, account: profile.account });
      notices.emit({ level: 'success', text: t('crud.updated') });
    } catch {
      // core showed the server's reason (SPEC §8); the form keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ProfileView>
      form={form}
      layout="vertical"
      className="lx-profile"
      initialValues={profile}
      onFinish={save}
      disabled={saving}
    >
      <Form.Item name="avatar" label={t('profile.avatar')}>
        <AvatarField />
      </Form.Item>
      {/* the name is the user's real name (the top bar shows it); the username is the login account,
          which update-info does not change (SPEC §2 "Profile form", §9 limits) */}
      <Form.Item name="realName" label={t('profile.name')} rules={[formRule(checkName)]}>
        <Input />
      </Form.Item>
      <Form.Item name="account" label={t('profile.username')}>
        <Input readOnly variant="filled" />
      </Form.Item>
      <Form.Item name="phone" label={t('profile.phone')} rules={[formRule(checkPhone, { required: true })]}>
        <Input inputMode="numeric" />
      </Form.Item>
      <Form.Item name="email" label={t('profile.email')} rules={[formRule(checkOptionalEmail)]}>
        <Input type="email" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('profile.submit')}
        </Button>
        <Button onClick={() => form.setFieldsValue(profile)}>{t('profile.reset')}</Button>
      </Space>
    </Form>
  );
}

function PasswordFormView() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordChange>();
  const [saving, setSaving] = useState(false);
  const required = (label: string) => ({
    required: true,
    message: t('profile.passwordRequired', { label }),
  });

  const save = async (values: PasswordChange) => {
    setSaving(true);
    try {
      await changePassword(values);
      form.resetFields();
      notices.emit({ level: 'success', text: t('crud.updated') });
    } catch {
      // core showed the server's reason; the form keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<PasswordChange>
      form={form}
      layout="vertical"
      className="lx-profile"
      onFinish={save}
      disabled={saving}
    >
      <Form.Item
        name="oldPassword"
        label={t('profile.oldPassword')}
        rules={[required(t('profile.oldPassword'))]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('profile.newPassword')}
        rules={[required(t('profile.newPassword'))]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="newPassword1"
        label={t('profile.newPassword1')}
        dependencies={['newPassword']}
        rules={[
          required(t('profile.newPassword1')),
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(validationMessage('validate.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('profile.submit')}
        </Button>
        <Button onClick={() => form.resetFields()}>{t('profile.reset')}</Button>
      </Space>
    </Form>
  );
}

/** The parts of antd this page draws at once that load on first render: the console's loader waits for them. */
export const partsReady = whenLoaded(Avatar, Upload);

export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <Tabs
      items={[
        { key: 'info', label: t('profile.info'), children: <InfoForm /> },
        { key: 'password', label: t('profile.password'), children: <PasswordFormView /> },
      ]}
    />
  );
}
