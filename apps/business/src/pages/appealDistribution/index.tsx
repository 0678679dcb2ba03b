import { type CrudAction, CrudPage, type Field, useActionDialog, useSession } from '@lingxi/ui';
import { useMemo } from 'react';
import { appealButtons } from '../appeal/actions';
import { type Appeal, appealFlow } from '../appeal/api';
import { DeptsInput } from '../appeal/pieces';
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
  const permissions = useSession((state) => state.permissions);
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
  const rowActions = useMemo<CrudAction<Appeal>[]>(() => {
    // an appeal is distributed while pending or in progress (its state decides; the codes below)
    const pending = (row: Appeal) =>
      appealButtons(row, { ...permissions, appealDistribution_add: true }).includes('distribute');
    return [
      { key: 'plan', label: 'appealDistribution.plan', code: 'add', visible: pending, run: plan.open },
      {
        key: 'dispatch',
        label: 'appealDistribution.dispatch',
        code: 'dispatch',
        visible: pending,
        run: dispatch.open,
      },
    ];
  }, [permissions, plan.open, dispatch.open]);
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
