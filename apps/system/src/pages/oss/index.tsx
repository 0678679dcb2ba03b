import { type UploadedAttachment, uploadAttachment } from '@lingxi/core';
import { type CrudAction, CrudPage, listPrefetch, useActionDialog } from '@lingxi/ui';
import { enableAction } from '../sms/actions';
import { canTest } from '../sms/rules';
import { type Oss, type OssTest, oss, ossApi, TEST_FIELDS } from './fields';
import { UploadResult } from './UploadResult';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(oss);

export default function OssPage() {
  const test = useActionDialog<Oss, OssTest>(oss, {
    title: 'oss.test',
    fields: TEST_FIELDS,
    okText: 'oss.upload',
    success: 'oss.uploaded',
    submit: (values) => uploadAttachment(values.file as File),
    result: (answer) => <UploadResult file={answer as UploadedAttachment} />,
  });
  const rowActions: CrudAction<Oss>[] = [
    { key: 'test', label: 'oss.test', code: 'edit', run: test.open, visible: canTest },
    enableAction<Oss>(ossApi, { label: 'oss.enable', confirm: 'oss.confirmEnable' }),
  ];
  return (
    <>
      <CrudPage resource={oss} rowActions={rowActions} />
      {test.dialog}
    </>
  );
}
