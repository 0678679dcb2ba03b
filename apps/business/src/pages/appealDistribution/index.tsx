import { type CrudAction, CrudPage, type Field, useActionDialog } from '@lingxi/ui';
import { useMemo } from 'react';
import { type Appeal, appealFlow } from '../appeal/api';
import { DeptsInput } from '../appeal/display';
import { appealSubject, offeredBy, useAppealUser } from '../appeal/user';
import { appealDistribution } from './fields';

export { messages } from '../appeal/messages';

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
  const user = useAppealUser();
  const dialog = (dispatch: boolean) => ({
    title: dispatch ? 'appealDistribution.dispatchTitle' : 'appealDistribution.planTitle',
    fields: DEPT_FIELDS,
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
    [user, plan.open, dispatch.open],
  );
  return (
    <>
      <CrudPage
        resource={appealDistribution}
        standard={{ add: false, edit: false, delete: false, view: false }}
        rowActions={rowActions}
      />
      {plan.dialog}
      {dispatch.dialog}
    </>
  );
}
