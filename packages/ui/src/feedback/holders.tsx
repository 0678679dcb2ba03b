/**
 * antd's holders for confirmations, toasts and notices, drawn by `FeedbackRoot` the first time
 * something is said (index.tsx): antd's modal, message and notification load with this file.
 */
import { Modal, message, notification } from 'antd';
import { useEffect } from 'react';
import { whenLoaded } from '../pieces/later';
import type { FeedbackApis } from './index';

/** The shared antd's modal, message and notification, loaded with this file (its loader waits). */
export const partsReady = whenLoaded(Modal, message, notification);

export function FeedbackHolders({ onReady }: { onReady: (apis: FeedbackApis) => void }) {
  const [modal, modalHolder] = Modal.useModal();
  const [messages, messageHolder] = message.useMessage();
  const [notifications, notificationHolder] = notification.useNotification();
  useEffect(
    () => onReady({ modal, message: messages, notification: notifications }),
    [onReady, modal, messages, notifications],
  );
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
