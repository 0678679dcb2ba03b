/** The lock-password dialog (SPEC §4 "Screen lock": a lock password must exist before locking). */
import { checkLockPassword, formRule, setLockPassword, validationMessage } from '@lingxi/core';
import { whenLoaded } from '@lingxi/ui';
import { Form, Input, type InputRef, Modal } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The dialog's frame, loaded on first render by the shared antd: the dialog draws with it. */
export const partsReady = whenLoaded(Modal);

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
  const input = useRef<InputRef>(null);
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
      // the field takes the focus once the dialog is in; `autoFocus` lost it to the dialog itself when
      // the dialog opened without animating (reduced motion)
      afterOpenChange={(visible) => visible && input.current?.focus()}
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="password"
          label={t('tools.lock.password')}
          rules={[formRule(checkLockPassword, { required: true })]}
        >
          <Input.Password ref={input} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
