/**
 * Regions (PAGES.md "Regions"): two panes, the lazy region tree (by parent code, root `00`) and the chosen
 * region's form (the kit's inline `EntityForm` on the `region` schema): add sub-region, add top-level
 * region, save, delete ('select a region first' when none is chosen), switch status. A search over the
 * whole tree (name or code, kept in the address) shows its matches in place of the tree.
 */
import { type AnyCrudApi, notices } from '@lingxi/core';
import {
  EntityForm,
  type Field,
  PageFrame,
  ResourceScope,
  StatusCell,
  useCan,
  useEntityForm,
  useLazyTree,
  useListState,
  useRemove,
  whenLoaded,
} from '@lingxi/ui';
import { Button, Card, Empty, Space, Spin, Tree, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REGION_ROOT, type Region, region, regionApi, regionLevel, regionToServer } from './fields';
import { RegionSearchBox, RegionSearchResults } from './RegionSearch';

export { messages } from './messages';

/** The parts of antd the page draws at once, loaded on first render (the tree, the search's texts). */
export const partsReady = whenLoaded(Tree, Typography);

type Node = {
  id: string;
  title?: string;
  regionId?: string;
  parentId?: string;
  hasChildren?: boolean;
  children?: Node[];
};
type TreeData = { key: string; title: string; isLeaf: boolean; children?: TreeData[] };

const treeData = (nodes: Node[]): TreeData[] =>
  nodes.map((node) => ({
    key: node.id,
    title: `${node.title ?? ''}`,
    isLeaf: !node.hasChildren,
    ...(node.children?.length ? { children: treeData(node.children) } : {}),
  }));

function findNode(nodes: Node[], code: string): Node | undefined {
  for (const node of nodes) {
    if (node.id === code) return node;
    const below = node.children && findNode(node.children, code);
    if (below) return below;
  }
  return undefined;
}

const STATUS = region.fields.find((field) => field.name === 'status') as Field<Region>;

export default function RegionPage() {
  const { t } = useTranslation();
  const can = useCan('region', { platform: region.platform }); // platform data (issue 18)
  const remove = useRemove(region);
  const tree = useLazyTree<Node>(regionApi as unknown as AnyCrudApi<Node>, regionLevel, {
    rootId: REGION_ROOT,
  });
  const search = useListState(['search']);
  const term = search.state.filters.search ?? '';
  const nameOf = (code: string) =>
    code === REGION_ROOT ? t('sys.root') : String(findNode(tree.rows, code)?.title ?? code);

  const form = useEntityForm(region, {
    keepOpen: true,
    toServer: (values, state) => regionToServer(values, state.mode),
    // a new region opens for editing under its (now expanded) parent
    onSaved: (mode, values) => {
      if (mode !== 'add') return;
      const sent = regionToServer(values, mode);
      const parent = String(sent.parentCode);
      if (parent !== REGION_ROOT && !tree.expanded.includes(parent))
        tree.setExpanded([...tree.expanded, parent]);
      void regionApi.detail({ code: String(sent.code) }).then(
        (created) => edit({ ...created, parentName: nameOf(parent) }),
        () => undefined, // the request layer said why
      );
    },
  });
  const edit = (found: Partial<Region>) =>
    form.open(can('edit') ? 'edit' : 'view', { ...found, id: String(found.id) } as Region);
  const opened = form.state?.mode === 'add' ? undefined : form.record;

  const pickNode = (code: string) => {
    const node = findNode(tree.rows, code);
    if (!node?.regionId) return;
    const parentCode = String(node.parentId ?? REGION_ROOT);
    edit({
      id: node.regionId,
      code,
      name: String(node.title ?? ''),
      parentCode,
      parentName: nameOf(parentCode),
    });
  };
  /** A search match: its parent's name from the loaded tree, else from the server. */
  const pickMatch = async (found: Region) => {
    const parentCode = String(found.parentCode ?? REGION_ROOT);
    const known = parentCode === REGION_ROOT || findNode(tree.rows, parentCode);
    const parentName = known
      ? nameOf(parentCode)
      : await regionApi.detail({ code: parentCode }).then(
          (parent) => parent.name,
          () => parentCode,
        );
    edit({ ...found, parentCode, parentName });
  };
  const addUnder = (parentCode: string) =>
    form.open('add', undefined, { parentCode, parentName: nameOf(parentCode), sort: 1 });
  const selectFirst = () => notices.emit({ level: 'warning', text: t('region.selectFirst') });
  const deleteOpened = async () => {
    if (!opened?.id) return selectFirst();
    // the form closes before the tree refreshes: the deleted region is not read again
    if (await remove([opened as Region])) form.close();
  };

  const toolbar = (
    <Space wrap>
      {can('add') && (
        <Button onClick={() => (opened?.code ? addUnder(String(opened.code)) : selectFirst())}>
          {t('region.addChild')}
        </Button>
      )}
      {can('add') && <Button onClick={() => addUnder(REGION_ROOT)}>{t('region.addTop')}</Button>}
      {can('delete') && (
        <Button danger onClick={() => void deleteOpened()}>
          {t('region.delete')}
        </Button>
      )}
      {opened?.id && opened.status !== undefined && (
        <StatusCell row={opened as Region} field={STATUS} name={String(opened.name ?? '')} />
      )}
    </Space>
  );
  const heading =
    form.state?.mode === 'add'
      ? t('region.adding', { parent: form.record?.parentName ?? '' })
      : t('region.editing', { name: opened?.name ?? '' });

  return (
    <PageFrame>
      <ResourceScope resource={region}>
        <div className="lx-with-aside">
          <aside className="lx-aside">
            <Card size="small" title={t('region.tree')}>
              <RegionSearchBox
                value={term}
                onSearch={(next) => search.search(next ? { search: next } : {})}
              />
              {term ? (
                <RegionSearchResults
                  term={term}
                  selected={opened?.code}
                  onPick={(found) => void pickMatch(found)}
                />
              ) : (
                <Spin spinning={tree.loading}>
                  <Tree
                    aria-label={t('region.tree')}
                    blockNode
                    treeData={treeData(tree.rows)}
                    expandedKeys={tree.expanded}
                    onExpand={(keys) => tree.setExpanded(keys.map(String))}
                    loadData={() => Promise.resolve()}
                    selectedKeys={opened?.code ? [String(opened.code)] : []}
                    onSelect={(keys) => keys[0] !== undefined && pickNode(String(keys[0]))}
                  />
                </Spin>
              )}
            </Card>
          </aside>
          <div className="lx-main">
            <EntityForm
              resource={region}
              form={form}
              heading={heading}
              toolbar={toolbar}
              empty={<Empty description={t('region.none')} />}
            />
          </div>
        </div>
      </ResourceScope>
    </PageFrame>
  );
}
