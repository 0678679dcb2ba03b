/**
 * The grant editor of one role (PAGES.md "Roles"): tabs of checkable trees from `menu/grant-tree`,
 * checked from `role-tree-keys`, saved with `role/grant`. Used by the roles page's permission dialog
 * and by the front-end and back-end permission pages, each with its own tabs; a tab not shown keeps
 * what the server holds.
 */
import {
  CheckTreeEditor,
  type CheckTreeEditorHandle,
  type CheckTreeTab,
  invalidateResource,
  notifySuccess,
} from '@lingxi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GrantTrees, grantTree, roleTreeKeys } from '../menu/fields';
import { grantRoles, roleApi } from './fields';
import { type GrantTab, grantOf, keysToSend } from './rules';

export interface RoleGrantProps {
  roleId: string;
  tabs: readonly GrantTab[];
  /** Whether the user may save (role_edit, and the page's own code). */
  canSave: boolean;
  onSaved?: () => void;
  onCancel?: () => void;
}

const once = <T,>(load: () => Promise<T>) => {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
};

export function RoleGrant({ roleId, tabs, canSave, onSaved, onCancel }: RoleGrantProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editor = useRef<CheckTreeEditorHandle>(null);
  const [ready, setReady] = useState(false);
  const [saving, setSaving] = useState(false);
  // one request per opening for every tab's tree and keys
  const sources = useMemo(
    () => ({ trees: once(grantTree), keys: once(() => roleTreeKeys([roleId])) }),
    [roleId],
  );
  const trees = useRef<GrantTrees | null>(null);
  const editorTabs = useMemo<CheckTreeTab[]>(
    () =>
      tabs.map((tab) => ({
        key: tab,
        label: t(`role.tabs.${tab}`),
        load: () =>
          sources.trees().then((all) => {
            trees.current = all;
            return all[tab];
          }),
        checked: () => sources.keys().then((keys) => keys[tab]),
      })),
    [tabs, sources, t],
  );

  const save = useCallback(async () => {
    const value = editor.current?.value();
    if (!value || !trees.current) return;
    setSaving(true);
    try {
      const edited: Partial<Record<GrantTab, string[]>> = {};
      for (const tab of tabs) edited[tab] = keysToSend(tab, trees.current[tab], value[tab] ?? []);
      // the tabs not shown here keep what the server holds now
      const saved =
        tabs.length === 3 ? { menu: [], dataScope: [], apiScope: [] } : await roleTreeKeys([roleId]);
      await grantRoles(grantOf(roleId, edited, saved));
      notifySuccess(t('role.granted'));
      await invalidateResource(queryClient, roleApi);
      onSaved?.();
    } catch {
      // the request layer said why; the editor keeps the edits
    } finally {
      setSaving(false);
    }
  }, [tabs, roleId, t, queryClient, onSaved]);

  return (
    <div className="lx-role-grant">
      <CheckTreeEditor key={roleId} ref={editor} tabs={editorTabs} onReadyChange={setReady} />
      <Space style={{ justifyContent: 'flex-end', width: '100%', marginTop: 16 }}>
        {onCancel && <Button onClick={onCancel}>{t('crud.cancel')}</Button>}
        {canSave && (
          <Button type="primary" loading={saving} disabled={!ready} onClick={() => void save()}>
            {t('crud.save')}
          </Button>
        )}
      </Space>
    </div>
  );
}
