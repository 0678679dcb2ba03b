import { type CrudAction, CrudPage, DetailDrawer, listPrefetch, openAction, useDisclosure } from '@lingxi/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type Policy, policyApi } from './api';
import { policy } from './fields';
import { loadPolicy, PolicyDetail } from './PolicyDetail';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(policy);

/** Policies: list, search, add and edit with content and files, the details with the projects. */
export default function PolicyPage() {
  const shown = useDisclosure<Policy>();
  const navigate = useNavigate();
  const rowActions = useMemo<CrudAction<Policy>[]>(
    () => [
      openAction('detail', 'crud.view', 'view', 'one', shown),
      {
        key: 'projects',
        label: 'policy.openProjects',
        code: 'view',
        run: (rows) => {
          if (rows[0]) navigate(`/policy/reportProject?policyId=${rows[0].id}`);
          return undefined;
        },
      },
    ],
    [shown.show, navigate],
  );
  return (
    <>
      <CrudPage resource={policy} standard={{ view: false }} rowActions={rowActions} />
      <DetailDrawer
        api={policyApi}
        id={shown.record?.id}
        load={loadPolicy}
        onClose={shown.close}
        title="policy.detail"
      >
        {(record) => <PolicyDetail record={record} />}
      </DetailDrawer>
    </>
  );
}
