import {
  CheckTreeEditor,
  type CheckTreeEditorHandle,
  type CheckTreeTab,
  type CrudAction,
  CrudPage,
  DIALOG_WIDTH,
  notifySuccess,
} from '@lingxi/ui';
import { Button, Modal, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grantTopTree, topTreeKeys } from '../menu/fields';
import { grantTopMenus, type TopMenu, topMenu } from './fields';

export { messages } from './messages';

/** The menu grant of one top menu: one checkable tree of menus (`grant-top-tree`, `top-tree-keys`). */
function TopMenuGrant({ item, onDone }: { item: TopMenu; onDone: () => void }) {
  const { t } = useTranslation();
  const editor = useRef<CheckTreeEditorHandle>(null);
  const [ready, setReady] = useState(false);
  const [saving, setSaving] = useState(false);
  const id = String(item.id);
  const tabs = useMemo<CheckTreeTab[]>(
    () => [
      {
        key: 'menu',
        label: t('topMenu.menus'),
        load: () => grantTopTree().then((trees) => trees.menu),
        checked: () => topTreeKeys([id]).then((keys) => keys.menu),
      },
    ],
    [id, t],
  );
  const save = async () => {
    const value = editor.current?.value();
    if (!value) return;
    setSaving(true);
    try {
      await grantTopMenus([id], value.menu ?? []);
      notifySuccess(t('topMenu.granted'));
      onDone();
    } catch {
      // the request layer said why; the edits stay
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <CheckTreeEditor ref={editor} tabs={tabs} onReadyChange={setReady} />
      <Space style={{ justifyContent: 'flex-end', width: '100%', marginTop: 16 }}>
        <Button onClick={onDone}>{t('crud.cancel')}</Button>
        <Button type="primary" loading={saving} disabled={!ready} onClick={() => void save()}>
          {t('crud.save')}
        </Button>
      </Space>
    </>
  );
}

/** Top menus: the list, and per top menu the menus it groups. */
export default function TopMenuPage() {
  const { t } = useTranslation();
  const [granting, setGranting] = useState<TopMenu | null>(null);
  const rowActions = useMemo<CrudAction<TopMenu>[]>(
    () => [
      {
        key: 'grant',
        label: 'topMenu.grant',
        code: 'edit',
        run: (rows) => {
          setGranting(rows[0] ?? null);
          return undefined;
        },
      },
    ],
    [],
  );
  return (
    <>
      <CrudPage resource={topMenu} rowActions={rowActions} />
      <Modal
        open={granting !== null}
        width={DIALOG_WIDTH}
        title={t('topMenu.grantTitle', { name: granting?.name ?? '' })}
        onCancel={() => setGranting(null)}
        mask={{ closable: false }}
        destroyOnHidden
        footer={null}
      >
        {granting && <TopMenuGrant item={granting} onDone={() => setGranting(null)} />}
      </Modal>
    </>
  );
}
