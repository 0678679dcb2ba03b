/**
 * A grant, whole (PAGES "Roles", "Top menus", "Users" role grant): `CheckTreeEditor`'s trees (checked
 * keys from the server, select all, invert, linkage) with its save: busy while saving and refusing a
 * second click, the call, the success message, the lists refreshed, and the edits kept on a refusal
 * (the request layer has said why, SPEC §8). `CheckTreeGrant` is the grant inline (a page of its own);
 * `CheckTreeDialog` the same in a dialog.
 *
 * ```tsx
 * const grant = useDisclosure<TopMenu>();
 * <CheckTreeDialog
 *   {...grant.modalProps}
 *   title={t('topMenu.grantTitle', { name: grant.record?.name })}
 *   tabs={[{ key: 'menu', label: t('topMenu.menus'), load: menuTree, checked: () => keysOf(grant.record) }]}
 *   save={(keys) => grantTopMenus([id], keys.menu ?? [])}
 *   success="topMenu.granted"
 *   invalidates={[topMenu]}
 * />
 * ```
 */
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Tree } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateTargets } from '../crud/data';
import { DIALOG_WIDTH } from '../crud/EntityDialog';
import type { Invalidates } from '../crud/schema';
import { notifySuccess } from '../crud/useEntityForm';
import {
  CheckTreeEditor,
  type CheckTreeEditorHandle,
  type CheckTreeTab,
  type CheckTreeValue,
} from './CheckTreeEditor';
import { whenLoaded } from './later';

/** The dialog's frame and the trees, loaded on first render by the shared antd: drawn with them. */
export const partsReady = whenLoaded(Modal, Tree);

export interface CheckTreeGrantProps {
  tabs: readonly CheckTreeTab[];
  /** The call, with the keys to send per tab; a rejection keeps the edits. */
  save(value: CheckTreeValue): Promise<unknown>;
  /** i18n key of the message after saving. */
  success: string;
  /** What the grant changes, refreshed after saving (resources, or look-up groups by name). */
  invalidates?: readonly Invalidates[];
  /** The i18n key of a warning when the value cannot be sent (nothing is called then). */
  check?(value: CheckTreeValue): string | undefined;
  /** Whether the user may save (the button is not offered otherwise). True by default. */
  canSave?: boolean;
  onSaved?(): void;
  /** A cancel button, when given. */
  onCancel?(): void;
}

/** The grant inline: the trees, and the save (and cancel) buttons under them. */
export function CheckTreeGrant(props: CheckTreeGrantProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editor = useRef<CheckTreeEditorHandle>(null);
  const [ready, setReady] = useState(false);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false); // state would let a second click in before the next render
  const [warning, setWarning] = useState<string | undefined>(undefined);

  const submit = async () => {
    const value = editor.current?.value();
    if (!value || busy.current) return; // a tab still loading, or a save on its way
    const problem = props.check?.(value);
    setWarning(problem);
    if (problem) return;
    busy.current = true;
    setSaving(true);
    try {
      await props.save(value);
    } catch {
      return; // the request layer showed why; the edits stay
    } finally {
      busy.current = false;
      setSaving(false);
    }
    notifySuccess(t(props.success));
    await invalidateTargets(queryClient, props.invalidates ?? []);
    props.onSaved?.();
  };

  return (
    <div className="lx-grant">
      <CheckTreeEditor ref={editor} tabs={props.tabs} onReadyChange={setReady} />
      {warning && <Alert type="warning" showIcon role="alert" title={t(warning)} />}
      <Space style={{ justifyContent: 'flex-end', width: '100%', marginTop: 16 }}>
        {props.onCancel && <Button onClick={props.onCancel}>{t('crud.cancel')}</Button>}
        {props.canSave !== false && (
          <Button type="primary" loading={saving} disabled={!ready} onClick={() => void submit()}>
            {t('crud.save')}
          </Button>
        )}
      </Space>
    </div>
  );
}

export interface CheckTreeDialogProps extends Omit<CheckTreeGrantProps, 'onCancel'> {
  open: boolean;
  title: ReactNode;
  /** Closing: cancel, the close button, and after a save. */
  onCancel(): void;
}

/** The grant in a dialog: closed after a save; a click beside it does not close it (edits would go). */
export function CheckTreeDialog({ open, title, onCancel, onSaved, ...grant }: CheckTreeDialogProps) {
  return (
    <Modal
      open={open}
      width={DIALOG_WIDTH}
      title={title}
      onCancel={onCancel}
      mask={{ closable: false }}
      destroyOnHidden
      footer={null}
    >
      {open && (
        <CheckTreeGrant
          {...grant}
          onCancel={onCancel}
          onSaved={() => {
            onSaved?.();
            onCancel();
          }}
        />
      )}
    </Modal>
  );
}
