import { ParentChildPage } from '@lingxi/ui';
import { type BaseCode, baseCode, baseCodeChild } from './fields';

export { messages } from './messages';

const under = (parent: BaseCode): Partial<BaseCode> => ({ parentId: parent.id, sort: 1 });

export default function BaseCodePage() {
  return (
    <ParentChildPage<BaseCode>
      parent={baseCode}
      child={baseCodeChild}
      initial={under}
      titleOf={(row) => `${row.name} (${row.code})`}
    />
  );
}
