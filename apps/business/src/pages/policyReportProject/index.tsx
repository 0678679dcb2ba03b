import { type CrudAction, CrudPage, listPrefetch, openAction, useDisclosure } from '@lingxi/ui';
import { Drawer } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportProject } from '../policy/api';
import { type ProjectAction, projectActions, todayText } from '../policy/rules';
import { projectDepts } from '../policyReportProjectDept/fields';
import { reportProject } from './fields';

export { messages } from '../policy/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(reportProject);

const allows = (action: ProjectAction) => (row: ReportProject) =>
  projectActions(row, todayText()).includes(action);

/**
 * Report projects by policy (`?policyId=` from a policy's row), with their dates checked; a project's
 * reviewing departments in a drawer, a list of their own. A closed project is read only.
 */
export default function ReportProjectPage() {
  const { t } = useTranslation();
  const depts = useDisclosure<ReportProject>();
  const rowActions = useMemo<CrudAction<ReportProject>[]>(
    () => [openAction('depts', 'reportProject.depts', 'view', 'one', depts)],
    [depts.show],
  );
  const open = depts.record;
  return (
    <>
      <CrudPage
        resource={reportProject}
        rowActions={rowActions}
        rowVisible={{ edit: allows('edit'), delete: allows('delete') }}
      />
      <Drawer
        {...depts.drawerProps}
        title={open ? t('reportProject.deptsOf', { name: open.projectName ?? '' }) : ''}
        size={960}
        destroyOnHidden
      >
        {open && (
          <CrudPage
            resource={projectDepts}
            listKey="depts"
            query={{ projectId: String(open.id) }}
            initial={() => ({ projectId: String(open.id), sort: 1 })}
            standard={allows('depts')(open) ? {} : { add: false, edit: false, delete: false }}
          />
        )}
      </Drawer>
    </>
  );
}
