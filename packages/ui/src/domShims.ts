/**
 * Two places where happy-dom departs from the DOM standard in ways DOMPurify depends on. Browsers
 * follow the standard, so these shims make the sanitising tests test DOMPurify, not happy-dom. Install
 * them before the first sanitiser is created. (Under plain happy-dom, `<p>a</p><script>1</script>`
 * comes out as `a<script>1</script>`.)
 *
 * 1. DOMPurify reads a node's name through `Node.prototype`'s `nodeName` getter (so a form field named
 *    "nodeName" cannot fool it). happy-dom's answers '' and each subclass overrides it: DOMPurify then
 *    sees every element as unnamed and removes it.
 * 2. DOMPurify removes the node its NodeIterator has just returned and goes on. The standard hands the
 *    iterator's reference over to the node before the removed one; happy-dom walks on from the
 *    detached node, skipping what follows (an event handler or a script survives).
 */
function installBrowserNodeName(): void {
  const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
  const baseGet = base?.get;
  if (!base || !baseGet) return;
  const get = function nodeName(this: Node): string {
    for (
      let proto = Object.getPrototypeOf(this);
      proto && proto !== Node.prototype;
      proto = Object.getPrototypeOf(proto)
    ) {
      const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
      if (own?.get) return own.get.call(this);
    }
    return baseGet.call(this);
  };
  Object.defineProperty(Node.prototype, 'nodeName', { ...base, get });
}

function following(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
    if (at.nextSibling) return at.nextSibling;
  }
  return null;
}

function preceding(node: Node, root: Node): Node | null {
  if (node === root) return null;
  let at = node.previousSibling;
  if (!at) return node.parentNode;
  while (at.lastChild) at = at.lastChild;
  return at;
}

/** `nextNode` as the standard has it, including a removed reference node (all DOMPurify uses). */
class StandardNodeIterator {
  #current: Node | null = null;
  #before: Node | null = null;
  #started = false;

  constructor(
    readonly root: Node,
    readonly whatToShow: number,
  ) {}

  nextNode(): Node | null {
    let node: Node | null;
    if (!this.#started) {
      this.#started = true;
      node = this.root;
    } else if (this.#current && (this.#current === this.root || this.root.contains(this.#current))) {
      node = following(this.#current, this.root);
    } else {
      // The node last returned has been removed: go on from the node that preceded it.
      node = this.#before ? following(this.#before, this.root) : null;
    }
    while (node && !(this.whatToShow & (1 << (node.nodeType - 1)))) node = following(node, this.root);
    this.#current = node;
    this.#before = node ? preceding(node, this.root) : null;
    return node;
  }
}

let installed = false;
export function installDomShims(): void {
  if (installed) return;
  installed = true;
  installBrowserNodeName();
  // happy-dom's document classes are per window: patch the prototype the document really uses.
  let owner: object | null = document;
  while (owner && !Object.hasOwn(owner, 'createNodeIterator')) owner = Object.getPrototypeOf(owner);
  if (!owner) return;
  Object.defineProperty(owner, 'createNodeIterator', {
    configurable: true,
    writable: true,
    value: function createNodeIterator(root: Node, whatToShow = 0xffffffff) {
      return new StandardNodeIterator(root, whatToShow) as unknown as NodeIterator;
    },
  });
}
