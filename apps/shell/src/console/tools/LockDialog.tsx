/** The lock-password dialog (SPEC §4 "Screen lock": a lock password must exist before locking). */
import { checkLockPassword, formRule, setLockPassword, validationMessage } from '@lingxi/core';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export function LockDialog({
  open,
  onClose,
  onPasswordSet,
}: {
  open: boolean;
  onClose: () => void;
  /** The password is stored: lock now. */
  onPasswordSet: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const submit = ({ password }: { password: string }) => {
    const problem = setLockPassword(password ?? '');
    if (problem) {
      form.setFields([{ name: 'password', errors: [validationMessage(problem)] }]);
      return;
    }
    onPasswordSet();
  };
  return (
    <Modal
      open={open}
      title={t('tools.lock.title')}
      okText={t('tools.lock.submit')}
      cancelText={t('tools.lock.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="password"
          label={t('tools.lock.password')}
          rules={[formRule(checkLockPassword, { required: true })]}
        >
          <Input.Password autoFocus autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
