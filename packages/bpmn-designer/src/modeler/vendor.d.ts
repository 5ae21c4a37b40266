/**
 * Types for diagram-js-minimap (plain JavaScript). Files importing it reference this file, so the
 * web app's type-check that follows imports into the package sees the declaration too.
 */
declare module 'diagram-js-minimap' {
  import type { ModuleDeclaration } from 'didi';
  const minimapModule: ModuleDeclaration;
  export default minimapModule;
}
