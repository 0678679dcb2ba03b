/** Button permissions (SPEC §6): leaf codes of the server's button tree become true flags. Pure; `workspace.ts` loads them. */

export interface ButtonNode {
  code: string;
  children?: ButtonNode[];
}

export type Permissions = Record<string, true>;

export function permissionFlags(tree: ButtonNode[]): Permissions {
  const flags: Permissions = {};
  const walk = (nodes: ButtonNode[]) => {
    for (const node of nodes) {
      if (node.children?.length) walk(node.children);
      else flags[node.code] = true;
    }
  };
  walk(tree);
  return flags;
}
