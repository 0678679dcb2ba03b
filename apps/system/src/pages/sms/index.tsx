import { type CrudAction, CrudPage, listPrefetch, useActionDialog } from '@lingxi/ui';
import { useTranslation } from 'react-i18next';
import { enableAction } from './actions';
import { type Sms, type SmsTest, sendTest, sms, smsApi, TEST_FIELDS } from './fields';
import { canTest } from './rules';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(sms);

export default function SmsPage() {
  const { t } = useTranslation();
  const test = useActionDialog<Sms, SmsTest>(sms, {
    title: 'sms.test',
    fields: TEST_FIELDS,
    okText: 'sms.send',
    success: false,
    submit: (values, rows) => sendTest(rows[0] as Sms, values),
    result: (answer) => t('sms.sent', { count: (answer as { count?: number } | undefined)?.count ?? 0 }),
  });
  const rowActions: CrudAction<Sms>[] = [
    { key: 'test', label: 'sms.test', code: 'edit', run: test.open, visible: canTest },
    enableAction<Sms>(smsApi, { label: 'sms.enable', confirm: 'sms.confirmEnable' }),
  ];
  return (
    <>
      <CrudPage resource={sms} rowActions={rowActions} />
      {test.dialog}
    </>
  );
}
