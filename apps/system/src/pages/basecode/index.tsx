import { listPrefetch, ParentChildPage, whenLoaded } from '@lingxi/ui';
import { type BaseCode, baseCode, baseCodeChild } from './fields';

export { messages } from './messages';

/** The parts of antd the page draws at once, loaded on first render. */
export const partsReady = whenLoaded(...ParentChildPage.parts);

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(baseCode);

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
