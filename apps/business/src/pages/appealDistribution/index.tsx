import {
  type CrudAction,
  CrudPage,
  type Field,
  listPrefetch,
  openAction,
  ResourceExportButton,
  useActionDialog,
  useDisclosure,
} from '@lingxi/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Appeal, appealFlow, EXPORTS } from '../appeal/api';
import { AppealDrawer } from '../appeal/details';
import { DeptsInput } from '../appeal/display';
import { appealSubject, offeredBy, useAppealUser } from '../appeal/user';
import { appealDistribution } from './fields';

export { messages } from '../appeal/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(appealDistribution);

interface DeptValues {
  deptIds: string[];
}
const DEPT_FIELDS: Field<DeptValues>[] = [
  {
    name: 'deptIds',
    label: 'appealDistribution.depts',
    valueType: 'treeSelect',
    rules: ['required'],
    input: (props) => <DeptsInput {...props} />,
  },
];

export default function AppealDistributionPage() {
  const { t } = useTranslation();
  const user = useAppealUser();
  // the dispatcher reads the appeal (text, attachments, records, a return's reason) before sending it
  const shown = useDisclosure<Appeal>();
  const dialog = (dispatch: boolean) => ({
    title: dispatch ? 'appealDistribution.dispatchTitle' : 'appealDistribution.planTitle',
    fields: DEPT_FIELDS,
    // the departments planned and not yet sent are ticked already
    initial: (rows: Appeal[]) => ({ deptIds: rows[0]?.plannedDeptIds ?? [] }),
    success: dispatch ? 'appealDistribution.dispatched' : 'appealDistribution.planned',
    okText: dispatch ? 'appealDistribution.dispatch' : 'crud.save',
    submit: (values: DeptValues, rows: Appeal[]) =>
      appealFlow.distribute(String(rows[0]?.id), values.deptIds, dispatch),
  });
  const plan = useActionDialog<Appeal, DeptValues>(appealDistribution, dialog(false));
  const dispatch = useActionDialog<Appeal, DeptValues>(appealDistribution, dialog(true));
  // an appeal is planned or dispatched while pending or in progress, each with its code
  const rowActions = useMemo<CrudAction<Appeal>[]>(
    () => [
      openAction('detail', 'appealDistribution.view', undefined, 'one', shown),
      {
        key: 'plan',
        label: 'appealDistribution.plan',
        code: 'add',
        visible: offeredBy(user, appealSubject, 'plan'),
        run: plan.open,
      },
      {
        key: 'dispatch',
        label: 'appealDistribution.dispatch',
        code: 'dispatch',
        visible: offeredBy(user, appealSubject, 'dispatch'),
        run: dispatch.open,
      },
    ],
    [user, plan.open, dispatch.open, shown.show],
  );
  return (
    <>
      <CrudPage
        resource={appealDistribution}
        standard={{ add: false, edit: false, delete: false, view: false }}
        rowActions={rowActions}
        toolbarExtra={
          <ResourceExportButton
            resource={appealDistribution}
            url={EXPORTS.distribution}
            fileName={t('appealDistribution.exportName')}
          />
        }
      />
      {plan.dialog}
      {dispatch.dialog}
      <AppealDrawer appealId={shown.record?.id} onClose={shown.close} />
    </>
  );
}
