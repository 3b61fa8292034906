/**
 * jsdom 26 finds the control of a `<label for="x">` by walking the whole document for the id,
 * and an element's `labels` asks that of every label in the document: Testing Library's
 * `getByLabelText` reads `labels` of every element on the page, so one query on a pop-up over the
 * app cost seconds (a quarter of the deposit pop-up's screen tests, profiled). Here the control
 * is found through the document's id index instead; a label without `for` (its control inside
 * it) or outside a document keeps jsdom's own code. Tests only: jsdom's internal objects are
 * reached through a wrapper's `impl` symbol, as jsdom's own generated code does.
 */
interface NodeImpl {
  nodeType: number;
  _localName?: string;
  type?: string;
  _ceDefinition?: { formAssociated?: boolean };
  hasAttributeNS(namespace: null, name: string): boolean;
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): NodeImpl;
  getElementById?(id: string): NodeImpl | null;
}

const DOCUMENT_NODE = 9;
const LABELABLE = new Set(['button', 'meter', 'output', 'progress', 'select', 'textarea']);

/** jsdom's `isLabelable` (living/helpers/form-controls.js). */
const isLabelable = (node: NodeImpl) =>
  LABELABLE.has(node._localName ?? '') ||
  (node._localName === 'input' && node.type !== 'hidden') ||
  Boolean(node._ceDefinition?.formAssociated);

const probe = document.createElement('label');
const implKey = Object.getOwnPropertySymbols(probe).find((symbol) => symbol.description === 'impl');
const impl: unknown = implKey ? (probe as unknown as Record<symbol, unknown>)[implKey] : undefined;
const prototype = impl ? (Object.getPrototypeOf(impl) as object) : undefined;
const jsdomControl = prototype && Object.getOwnPropertyDescriptor(prototype, 'control')?.get;

if (!prototype || !jsdomControl) throw new Error('jsdom changed: review testing/jsdom-label-speedup.ts');
Object.defineProperty(prototype, 'control', {
  configurable: true,
  get(this: NodeImpl) {
    const root = this.getRootNode({});
    if (!this.hasAttributeNS(null, 'for') || root.nodeType !== DOCUMENT_NODE || !root.getElementById)
      return jsdomControl.call(this);
    const id = this.getAttributeNS(null, 'for');
    if (!id) return null;
    const control = root.getElementById(id);
    return control && isLabelable(control) ? control : null;
  },
});
