/**
 * Regions (PAGES.md "Regions"): two panes, the lazy region tree (by parent code, root `00`) and the chosen
 * region's form: parent code and name read-only, code = parent code + sub-code on add; add sub-region,
 * save, delete ('select a region first' when none is chosen), switch status. A search over the whole tree
 * (name or code) shows its matches in place of the tree.
 */
import { type AnyCrudApi, notices } from '@lingxi/core';
import {
  type CrudAction,
  invalidateResource,
  notifySuccess,
  PageFrame,
  StatusSwitch,
  useCan,
  useDetail,
  useLazyTree,
  useRunAction,
} from '@lingxi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, InputNumber, Select, Space, Spin, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { childCode, LEVELS, REGION_ROOT, type Region, regionApi, regionLevel } from './fields';
import { RegionSearchBox, RegionSearchResults } from './RegionSearch';

export { messages } from './messages';

type Node = {
  id: string;
  key?: string;
  title?: string;
  regionId?: string;
  hasChildren?: boolean;
  children?: Node[];
};

type Editing =
  | { mode: 'edit'; regionId: string; code: string; parentCode: string; parentName: string }
  | { mode: 'add'; parentCode: string; parentName: string };

const resource = { name: 'region', api: regionApi, fields: [] };

function treeData(
  nodes: Node[],
): { key: string; title: string; isLeaf: boolean; children?: ReturnType<typeof treeData> }[] {
  return nodes.map((node) => ({
    key: node.id,
    title: `${node.title ?? ''}`,
    isLeaf: !node.hasChildren,
    ...(node.children?.length ? { children: treeData(node.children) } : {}),
  }));
}

function findNode(nodes: Node[], code: string): Node | undefined {
  for (const node of nodes) {
    if (node.id === code) return node;
    const below = node.children && findNode(node.children, code);
    if (below) return below;
  }
  return undefined;
}

export default function RegionPage() {
  const { t } = useTranslation();
  const can = useCan('region', { platform: true }); // regions are platform data (issue 18)
  const run = useRunAction<Region>(resource);
  const queryClient = useQueryClient();
  const tree = useLazyTree<Node>(regionApi as unknown as AnyCrudApi<Node>, regionLevel, {
    rootId: REGION_ROOT,
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [term, setTerm] = useState('');
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm();
  const detail = useDetail(regionApi, editing?.mode === 'edit' ? editing.regionId : undefined);
  const region = editing?.mode === 'edit' ? (detail.data as Region | undefined) : undefined;

  useEffect(() => {
    form.resetFields();
    if (!editing) return;
    if (editing.mode === 'add')
      form.setFieldsValue({ parentCode: editing.parentCode, parentName: editing.parentName, sort: 1 });
    else if (region) form.setFieldsValue({ ...region, parentName: editing.parentName });
  }, [editing, region, form]);

  const nodes = tree.rows;
  const nameOf = (code: string) =>
    code === REGION_ROOT ? t('sys.root') : (findNode(nodes, code)?.title ?? code);

  const select = (code: string) => {
    const node = findNode(nodes, code);
    if (!node?.regionId) return;
    const parentCode = String((node as { parentId?: string }).parentId ?? REGION_ROOT);
    setEditing({ mode: 'edit', regionId: node.regionId, code, parentCode, parentName: nameOf(parentCode) });
  };

  /** A search match: its parent's name from the loaded tree, else from the server. */
  const pick = async (found: Region) => {
    const parentCode = String(found.parentCode ?? REGION_ROOT);
    const known = parentCode === REGION_ROOT ? t('sys.root') : findNode(nodes, parentCode)?.title?.toString();
    const parentName =
      known ??
      (await regionApi.detail({ code: parentCode }).then(
        (parent) => parent.name,
        () => parentCode,
      ));
    setEditing({
      mode: 'edit',
      regionId: String(found.id),
      code: String(found.code),
      parentCode,
      parentName,
    });
  };

  const selected = editing?.mode === 'edit' ? editing : null;
  const warnSelect = () => notices.emit({ level: 'warning', text: t('region.selectFirst') });

  const addUnder = (parentCode: string) =>
    setEditing({ mode: 'add', parentCode, parentName: nameOf(parentCode) });

  const remove: CrudAction<Region> = useMemo(
    () => ({
      key: 'delete',
      label: 'region.delete',
      code: 'delete',
      confirm: 'crud.confirmDelete',
      danger: true,
      success: 'crud.deleted',
      run: (rows) => regionApi.remove(rows.map((row) => String(row.id))),
    }),
    [],
  );

  const save = async (values: Record<string, unknown>) => {
    if (!editing) return;
    setSaving(true);
    try {
      if (editing.mode === 'add') {
        const code = childCode(editing.parentCode, String(values.subCode ?? '').trim());
        await regionApi.submit({
          parentCode: editing.parentCode,
          code,
          name: String(values.name ?? '').trim(),
          sort: Number(values.sort ?? 0),
          remark: (values.remark as string | undefined) ?? '',
        });
        notifySuccess(t('crud.added'));
        await invalidateResource(queryClient, regionApi);
        if (editing.parentCode !== REGION_ROOT && !tree.expanded.includes(editing.parentCode))
          tree.setExpanded([...tree.expanded, editing.parentCode]);
        const created = await regionApi.detail({ code });
        setEditing({
          mode: 'edit',
          regionId: String(created.id),
          code,
          parentCode: editing.parentCode,
          parentName: editing.parentName,
        });
      } else {
        await regionApi.submit({
          id: editing.regionId,
          name: String(values.name ?? '').trim(),
          sort: Number(values.sort ?? 0),
          remark: (values.remark as string | undefined) ?? '',
        });
        notifySuccess(t('crud.updated'));
        await invalidateResource(queryClient, regionApi);
      }
    } catch {
      // the request layer said why; the form keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  const adding = editing?.mode === 'add';
  const writable = adding ? can('add') : can('edit');

  return (
    <PageFrame>
      <div className="lx-with-aside">
        <aside className="lx-aside">
          <Card size="small" title={t('region.tree')}>
            <RegionSearchBox onSearch={setTerm} />
            {term ? (
              <RegionSearchResults
                term={term}
                selected={selected?.code}
                onPick={(found) => void pick(found)}
              />
            ) : (
              <Spin spinning={tree.loading}>
                <Tree
                  aria-label={t('region.tree')}
                  blockNode
                  treeData={treeData(nodes)}
                  expandedKeys={tree.expanded}
                  onExpand={(keys) => tree.setExpanded(keys.map(String))}
                  loadData={() => Promise.resolve()}
                  selectedKeys={selected ? [selected.code] : []}
                  onSelect={(keys) => {
                    const code = keys[0];
                    if (code !== undefined) select(String(code));
                  }}
                />
              </Spin>
            )}
          </Card>
        </aside>
        <div className="lx-main">
          <Card
            size="small"
            title={
              editing
                ? editing.mode === 'add'
                  ? t('region.adding', { parent: editing.parentName })
                  : t('region.editing', { name: region?.name ?? '' })
                : t('region.tree')
            }
            extra={
              <Space wrap>
                {can('add') && (
                  <Button onClick={() => (selected ? addUnder(selected.code) : warnSelect())}>
                    {t('region.addChild')}
                  </Button>
                )}
                {can('add') && <Button onClick={() => addUnder(REGION_ROOT)}>{t('region.addTop')}</Button>}
                {can('delete') && (
                  <Button
                    danger
                    onClick={() =>
                      region && selected
                        ? void run(remove, [region]).then((done) => done && setEditing(null))
                        : warnSelect()
                    }
                  >
                    {t('region.delete')}
                  </Button>
                )}
                {selected && region && (
                  <StatusSwitch
                    checked={Number(region.status) === 1}
                    editable={can('edit')}
                    aria-label={`${t('sys.status')} ${region.name}`}
                    onChange={async (on) => {
                      await regionApi.switchStatus([selected.regionId], on);
                      await invalidateResource(queryClient, regionApi);
                    }}
                  />
                )}
              </Space>
            }
          >
            {!editing ? (
              <Empty description={t('region.none')} />
            ) : (
              <Spin spinning={editing.mode === 'edit' && detail.isFetching}>
                <Form
                  form={form}
                  name="region-form"
                  layout="vertical"
                  className="lx-entity-form"
                  disabled={saving || !writable}
                  onFinish={(values) => void save(values)}
                >
                  <Form.Item name="parentCode" label={t('region.parentCode')}>
                    <Input disabled />
                  </Form.Item>
                  <Form.Item name="parentName" label={t('region.parentName')}>
                    <Input disabled />
                  </Form.Item>
                  {adding ? (
                    <Form.Item
                      name="subCode"
                      label={t('region.subCode')}
                      validateTrigger="onBlur"
                      rules={[
                        { required: true, message: t('crud.pleaseEnter', { label: t('region.subCode') }) },
                        { pattern: /^\d{1,10}$/, message: t('region.subCodeDigits') },
                      ]}
                    >
                      <Input
                        addonBefore={editing.parentCode === REGION_ROOT ? undefined : editing.parentCode}
                      />
                    </Form.Item>
                  ) : (
                    <Form.Item name="code" label={t('region.code')}>
                      <Input disabled />
                    </Form.Item>
                  )}
                  <Form.Item
                    name="name"
                    label={t('region.name')}
                    validateTrigger="onBlur"
                    rules={[
                      {
                        required: true,
                        whitespace: true,
                        message: t('crud.pleaseEnter', { label: t('region.name') }),
                      },
                    ]}
                  >
                    <Input />
                  </Form.Item>
                  {!adding && (
                    <Form.Item name="regionLevel" label={t('region.level')}>
                      <Select
                        disabled
                        options={LEVELS.map((level) => ({
                          value: Number(level),
                          label: t(`region.levels.${level}`),
                        }))}
                      />
                    </Form.Item>
                  )}
                  <Form.Item name="sort" label={t('region.sort')}>
                    <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item name="remark" label={t('region.remark')} className="lx-span-2">
                    <Input.TextArea rows={3} />
                  </Form.Item>
                  {writable && (
                    <Form.Item>
                      <Button type="primary" htmlType="submit" loading={saving}>
                        {t('region.save')}
                      </Button>
                    </Form.Item>
                  )}
                </Form>
              </Spin>
            )}
          </Card>
        </div>
      </div>
    </PageFrame>
  );
}
