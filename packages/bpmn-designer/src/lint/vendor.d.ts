/**
 * Types for the untyped parts of bpmnlint and bpmn-js-bpmnlint this folder uses (both ship
 * plain JavaScript). Files importing them reference this file, so the web app's type-check that
 * follows imports into the package sees the declarations too.
 */
declare module 'bpmnlint/lib/resolver/static-resolver' {
  class StaticResolver {
    constructor(cache: Record<string, unknown>);
    resolveRule(pkg: string, ruleName: string): unknown;
    resolveConfig(pkg: string, configName: string): unknown;
  }
  export = StaticResolver;
}

declare module 'bpmn-js-bpmnlint' {
  import type { ModuleDeclaration } from 'didi';
  const lintingModule: ModuleDeclaration;
  export default lintingModule;
}

declare module 'bpmn-moddle' {
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>, options?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<{ rootElement: unknown; warnings: unknown[] }>;
  }
}
