/**
 * The front-end and back-end permission pages (SPEC §2, hidden; reached from the roles page): the grant
 * editor of the role chosen on the page (`?roleId=`), with the page's own tabs.
 */
import { PageFrame, useCan, useOptions } from '@lingxi/ui';
import { Button, Card, Empty, Form, Space, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { role } from './fields';
import { RoleGrant } from './RoleGrant';
import type { GrantTab } from './rules';

const parentEnum = role.fields.find((field) => field.name === 'parentId')?.valueEnum;

export function AssignPage({ page, tabs }: { page: 'assigned' | 'assignedBack'; tabs: readonly GrantTab[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const roleId = params.get('roleId') ?? undefined;
  const { options, loading } = useOptions(parentEnum);
  const canPage = useCan(page);
  const canRole = useCan('role');
  return (
    <PageFrame>
      <Card size="small" className="lx-query-card">
        <Space wrap>
          <Form.Item label={t('role.pickRole')} style={{ margin: 0 }}>
            <TreeSelect
              style={{ minWidth: 280 }}
              value={roleId}
              treeData={options}
              loading={loading}
              showSearch
              treeNodeFilterProp="label"
              treeDefaultExpandAll
              placeholder={t('role.pickRoleHint')}
              onChange={(value: string | undefined) => setParams(value ? { roleId: value } : {})}
            />
          </Form.Item>
          <Button onClick={() => navigate('/platform/roles')}>{t('role.back')}</Button>
        </Space>
      </Card>
      <Card size="small" className="lx-table-card">
        {roleId ? (
          <RoleGrant roleId={roleId} tabs={tabs} canSave={canPage('edit') && canRole('edit')} />
        ) : (
          <Empty description={t('role.pickRoleHint')} />
        )}
      </Card>
    </PageFrame>
  );
}
