/**
 * The region tree's search (BladeX's region page filters its tree): a name, or digits for a code, looked
 * up in the whole tree on the server (`lazy-list` with a filter answers every level, not only the loaded
 * ones); the matches replace the tree until the search is cleared, and choosing one opens its form.
 */
import { resourceKey } from '@lingxi/ui';
import { useQuery } from '@tanstack/react-query';
import { Empty, Input, Spin, Tree, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Region, regionApi, regionQuery } from './fields';

export function RegionSearchBox({ value, onSearch }: { value: string; onSearch(term: string): void }) {
  const { t } = useTranslation();
  return (
    <Input.Search
      key={value}
      defaultValue={value}
      aria-label={t('region.search')}
      placeholder={t('region.searchPlaceholder')}
      allowClear
      enterButton={t('region.searchButton')}
      onSearch={(value) => onSearch(value.trim())}
      style={{ marginBottom: 8 }}
    />
  );
}

export function RegionSearchResults({
  term,
  selected,
  onPick,
}: {
  term: string;
  selected: string | undefined;
  onPick(region: Region): void;
}) {
  const { t } = useTranslation();
  // under the resource's key: a save or delete refreshes the matches too
  const found = useQuery({
    queryKey: [...resourceKey(regionApi), 'search', term],
    queryFn: () => regionApi.lazyList(regionQuery(term)),
  });
  const matches = found.data ?? [];
  return (
    <Spin spinning={found.isFetching}>
      <Typography.Text type="secondary" role="status">
        {found.isPending ? '' : t('region.found', { count: matches.length })}
      </Typography.Text>
      {!found.isPending && matches.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Tree
          aria-label={t('region.results')}
          blockNode
          treeData={matches.map((region) => ({
            key: String(region.code),
            isLeaf: true,
            title: (
              <span>
                {region.name} <Typography.Text type="secondary">{region.code}</Typography.Text>
              </span>
            ),
          }))}
          selectedKeys={selected ? [selected] : []}
          onSelect={(_keys, info) => {
            const region = matches.find((match) => String(match.code) === String(info.node.key));
            if (region) onPick(region);
          }}
        />
      )}
    </Spin>
  );
}
