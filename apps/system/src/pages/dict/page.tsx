// The two dictionary pages and the edit-dictionary page share these: one parent and one child
// resource per kind, and the view of both.
import { type Field, ParentChildPage, parentField, whenLoaded } from '@lingxi/ui';
import { type DictEntry, type DictKind, dictApi, dictChild, dictParent } from './fields';

function resources(kind: DictKind) {
  const api = dictApi(kind);
  return {
    parent: dictParent(kind),
    child: dictChild(
      kind,
      parentField(api, (row) => row.dictValue),
    ),
    // SPEC §4: business dictionary entries switch status
    childFields:
      kind === 'dictbiz'
        ? [{ name: 'status', label: 'sys.status', valueType: 'status' } satisfies Field<DictEntry>]
        : undefined,
  };
}

/** The parts of antd the page draws at once, loaded on first render (its `partsReady`). */
export const partsReady = whenLoaded(...ParentChildPage.parts);

export const DICTIONARIES = { dict: resources('dict'), dictbiz: resources('dictbiz') };

/** A new entry under a parent or an entry: its code and parent locked (SPEC §5). */
export const entryUnder = (under: DictEntry): Partial<DictEntry> => ({
  parentId: under.id,
  code: under.code,
  sort: 1,
  isSealed: 0,
});

export function DictionaryPage({ kind }: { kind: DictKind }) {
  const { parent, child, childFields } = DICTIONARIES[kind];
  return (
    <ParentChildPage<DictEntry>
      parent={parent}
      child={child}
      initial={entryUnder}
      titleOf={(row) => `${row.dictValue} (${row.code})`}
      pageOf={(row) => `/basicData/editeDictionary?kind=${kind}&id=${row.id}`}
      {...(childFields ? { childFields } : {})}
    />
  );
}
