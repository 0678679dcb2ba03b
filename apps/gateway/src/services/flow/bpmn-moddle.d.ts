/** bpmn-moddle ships no types: the part model.ts uses. */
declare module 'bpmn-moddle' {
  export interface Definitions {
    $type: string;
    [key: string]: unknown;
  }
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string): Promise<{ rootElement: Definitions; warnings: unknown[] }>;
  }
  export default BpmnModdle;
}
