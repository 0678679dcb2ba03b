// SPEC §2 /basicData/editeDictionary (hidden; the shell allows it only with a dictionary page in the
// menu): the entries of the dictionary named by the address (`kind`, `id`), reached from the dictionary
// pages.
import { ChildList, DetailView, PageFrame, useDetail } from '@lingxi/ui';
import { Button, Card, Empty, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { DictEntry, DictKind } from '../dict/fields';
import { DICTIONARIES, entryUnder } from '../dict/page';

export { messages } from '../dict/messages';

const BACK: Record<DictKind, string> = {
  dict: '/basicData/dictionary',
  dictbiz: '/basicData/businessDictionary',
};

export default function EditDictionaryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind: DictKind = params.get('kind') === 'dictbiz' ? 'dictbiz' : 'dict';
  const id = params.get('id') ?? undefined;
  const { parent, child, childFields } = DICTIONARIES[kind];
  const detail = useDetail(parent.api, id && /^\d+$/.test(id) ? id : undefined);
  const record = detail.data as DictEntry | undefined;
  return (
    <PageFrame>
      <Card size="small">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Link to={BACK[kind]}>
            <Button>{t('dict.back')}</Button>
          </Link>
          {!id ? (
            <Empty description={t('dict.pick')} />
          ) : (
            <Spin spinning={detail.isPending}>
              {record && <DetailView fields={parent.fields} record={record} />}
            </Spin>
          )}
        </Space>
      </Card>
      {record && (
        <ChildList
          child={child}
          parent={record}
          initial={entryUnder}
          {...(childFields
            ? { fields: [...child.fields.filter((f) => !(f.hideIn ?? []).includes('table')), ...childFields] }
            : {})}
        />
      )}
    </PageFrame>
  );
}
